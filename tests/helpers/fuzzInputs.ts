import fc from 'fast-check'

/** Values that broke or could break a schema: bad characters, huge ids, odd dates, wrong types. */
const hostileString = fc.constantFrom(
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x\ud800',
  '\udc00',
  '😀',
  'x'.repeat(5000),
  '9999-12-31',
  '275760-09-13',
  '0000-00-00',
  '2027-02-30',
  '25:99',
  '2147483648',
  '-1',
  '1e309',
  '0x2',
  '0x10',
  ' 1',
  '[3]',
  'NaN',
  '{"1":1e999}',
  '[]',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
)

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 2147483647, 2147483648, 2 ** 53, 1e308, -1e308, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.string({ unit: 'binary', maxLength: 40 }),
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 5 }),
  fc.constant([3]),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(hostileString, hostileNumber), {
    maxKeys: 4,
  }),
  fc.anything({ maxDepth: 3 }),
)

/** A valid body with 1–3 of its fields (or unknown ones) replaced by hostile values, or junk. */
export const mutatedBody = (base: Record<string, unknown>) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .dictionary(
          Object.keys(base).length
            ? fc.oneof(fc.constantFrom(...Object.keys(base)), fc.string({ maxLength: 8 }))
            : fc.string({ maxLength: 8 }),
          hostileValue,
          { minKeys: 1, maxKeys: 3 },
        )
        .map((m) => ({ ...base, ...m })),
    },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  )

/** What a client can put where Payload expects an id or a `where` value (path and query text). */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc.string({ unit: 'binary', maxLength: 30 }),
  hostileNumber.map(String),
  fc.constantFrom('1,2,abc', '1%00', '%ff', '-0', '0x10', '1.5', '99999999999', 'null', 'true'),
)

/** Percent-encodes every UTF-8 byte (a lone surrogate, which encodeURIComponent refuses, too). */
export const encodeBytes = (value: string) =>
  [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')
