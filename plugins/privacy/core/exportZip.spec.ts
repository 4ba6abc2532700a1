import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import { exportZip, recordsCsv } from './exportZip'

describe('privacy export zip', () => {
  it('holds each kind as JSON and CSV, accents and commas intact', () => {
    const zip = unzipSync(
      exportZip(
        { bookings: [{ id: 1, firstName: 'Zoë', note: 'a, "b"', lines: [1] }], carts: [] },
        'hi',
      ),
    )
    expect(Object.keys(zip).sort()).toEqual([
      'README.txt',
      'bookings.csv',
      'bookings.json',
      'carts.csv',
      'carts.json',
    ])
    expect(JSON.parse(strFromU8(zip['bookings.json']))[0].firstName).toBe('Zoë')
    // TextDecoder drops the byte-order mark Excel needs: check it on the bytes.
    expect([...zip['bookings.csv'].subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(strFromU8(zip['bookings.csv'])).toBe(
      'id,firstName,note,lines\r\n1,Zoë,"a, ""b""",[1]\r\n',
    )
    expect(recordsCsv([])).toBe('')
  })
})
