import type { PayloadRequest } from 'payload'

import { bookingCustomers } from '@booking/server'
import { moneyOf, type Money } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import { toCustomerRow, type CustomerRow } from './customerRows'

import { CUSTOMERS_PER_PAGE } from '../contract'

/**
 * A customer (by email) with their latest booking and money over all their bookings. The export's
 * decimal columns (total, paid, refunded) are amounts here, like every other API's.
 */
export type CustomerListRow = Omit<CustomerRow, 'total' | 'paid' | 'refunded'> & {
  total: Money
  paid: Money
  refunded: Money
  bookingCount: number
  /** Over every booking of this customer. */
  totalPaid: Money
  totalRefunded: Money
  net: Money
}

export type CustomerPage = {
  customers: CustomerListRow[]
  /** Customers matching the search (all of them without one). */
  totalCount: number
  /** Every customer, whatever the search. */
  allCount: number
  page: number
  pageCount: number
  query: string
  today: string
}

/**
 * One page of customers, newest booking first, matching `query` on any of their bookings' name,
 * email or phone; with paid, refunded and net over all of a customer's bookings (booking's query).
 */
export async function customerPage(
  req: PayloadRequest,
  {
    query = '',
    page = 1,
    perPage = CUSTOMERS_PER_PAGE,
  }: { query?: string; page?: number; perPage?: number },
): Promise<CustomerPage> {
  const q = query.trim().slice(0, 100)
  const offset = (Math.max(1, page) - 1) * perPage
  const found = await bookingCustomers(req, { search: q, limit: perPage, offset })
  const { totalCount, allCount } = found
  const customers = found.customers.map(
    ({ latest, bookingCount, paidCents, refundedCents }): CustomerListRow => ({
      ...toCustomerRow(latest),
      total: moneyOf(latest.totalCents ?? 0),
      paid: moneyOf(latest.amountPaidCents ?? 0),
      refunded: moneyOf(latest.refundedCents ?? 0),
      bookingCount,
      totalPaid: moneyOf(paidCents),
      totalRefunded: moneyOf(refundedCents),
      net: moneyOf(paidCents - refundedCents),
    }),
  )
  return {
    customers,
    totalCount,
    allCount,
    page: Math.max(1, page),
    pageCount: Math.max(1, Math.ceil(totalCount / perPage)),
    query: q,
    today: todayInZone(new Date(), BUSINESS_TIME_ZONE),
  }
}
