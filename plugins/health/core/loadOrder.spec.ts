import { describe, expect, it } from 'vitest'

import { loadOrder } from './loadOrder'

describe('loadOrder', () => {
  it('puts each table after the ones it references', () => {
    const order = loadOrder(
      ['payments', 'bookings', 'customers', 'bookings_rels'],
      [
        { table: 'payments', references: 'bookings' },
        { table: 'bookings', references: 'customers' },
        { table: 'bookings_rels', references: 'bookings' },
        { table: 'bookings_rels', references: 'payments' },
        { table: 'bookings', references: 'bookings' },
      ],
    )
    expect(order.indexOf('customers')).toBeLessThan(order.indexOf('bookings'))
    expect(order.indexOf('bookings')).toBeLessThan(order.indexOf('payments'))
    expect(order.indexOf('payments')).toBeLessThan(order.indexOf('bookings_rels'))
    expect(order).toHaveLength(4)
  })

  it('names the tables of a cycle', () => {
    expect(() =>
      loadOrder(
        ['a', 'b', 'c'],
        [
          { table: 'a', references: 'b' },
          { table: 'b', references: 'a' },
        ],
      ),
    ).toThrow(/cycle: a, b/)
  })
})
