import { describe, expect, it } from 'vitest'

import { checkOperationArgs, type FieldKind } from './checkOperationArgs'

const kind: FieldKind = (name) => (name === 'id' || name === 'booking' ? 'id' : 'other')

describe('checkOperationArgs', () => {
  it('answers 404 for a path id no row can have', () => {
    for (const id of ['abc', '2147483648', 0, -1, 1.5, '1e3'])
      expect(checkOperationArgs({ id }, kind)).toEqual({ status: 404, message: 'Not Found' })
    expect(checkOperationArgs({ id: '2147483647' }, kind)).toBeNull()
    expect(checkOperationArgs({ id: 7 }, kind)).toBeNull()
  })

  it('answers 400 for an id condition no row can match, in and/or too', () => {
    expect(checkOperationArgs({ where: { id: { equals: '2147483648' } } }, kind)).toEqual({
      status: 400,
      message: 'where.id: must be a valid id',
    })
    expect(
      checkOperationArgs({ where: { or: [{ booking: { in: '1,2,abc' } }] } }, kind)?.status,
    ).toBe(400)
    expect(
      checkOperationArgs(
        { where: { and: [{ id: { in: [1, '2'] } }, { booking: { exists: true } }] } },
        kind,
      ),
    ).toBeNull()
    expect(checkOperationArgs({ where: { title: { equals: 'abc' } } }, kind)).toBeNull()
  })

  it('answers 400 naming a NUL byte or lone surrogate in where or data', () => {
    expect(checkOperationArgs({ where: { title: { like: 'a\u0000' } } }, kind)).toEqual({
      status: 400,
      message: 'where.title.like: contains characters that are not allowed',
    })
    expect(checkOperationArgs({ data: { question: 'x\ud800' } }, kind)?.message).toBe(
      'data.question: contains characters that are not allowed',
    )
  })
})
