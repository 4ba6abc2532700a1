import { describe, expect, it } from 'vitest'

import { checkOperationArgs, type FieldKind } from './checkOperationArgs'

const kind: FieldKind = (name) =>
  name === 'id' || name === 'booking'
    ? { kind: 'id' }
    : name === 'status'
      ? { kind: 'select', options: ['paid', 'open'] }
      : name === 'title'
        ? { kind: 'text' }
        : name === 'createdAt'
          ? { kind: 'date' }
          : { kind: 'other' }

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
    expect(checkOperationArgs({ where: { id: { in: '' } } }, kind)?.status).toBe(400)
    expect(
      checkOperationArgs(
        { where: { and: [{ id: { in: [1, '2'] } }, { booking: { exists: true } }] } },
        kind,
      ),
    ).toBeNull()
    expect(checkOperationArgs({ where: { title: { equals: 'abc' } } }, kind)).toBeNull()
  })

  it('answers 400 for a text search on an id or enum, and for an enum value it does not have', () => {
    expect(checkOperationArgs({ where: { booking: { like: '5' } } }, kind)?.message).toBe(
      'where.booking: cannot be searched as text',
    )
    expect(checkOperationArgs({ where: { status: { equals: 'x' } } }, kind)?.message).toBe(
      'where.status: is not one of its options',
    )
    expect(checkOperationArgs({ where: { status: { in: 'paid,open' } } }, kind)).toBeNull()
    expect(checkOperationArgs({ where: { status: { greater_than: '-1' } } }, kind)?.status).toBe(
      400,
    )
    expect(checkOperationArgs({ where: { title: { like: 'a' } } }, kind)).toBeNull()
    expect(checkOperationArgs({ where: { createdAt: { like: '5e-323' } } }, kind)?.status).toBe(400)
    expect(checkOperationArgs({ where: { createdAt: { not_in: '275760-09-13' } } }, kind)).toEqual({
      status: 400,
      message: 'where.createdAt: must be a date between the years 1 and 9999',
    })
    expect(
      checkOperationArgs({ where: { createdAt: { greater_than: '2027-01-01' } } }, kind),
    ).toBeNull()
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
