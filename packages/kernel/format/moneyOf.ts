import { formatCad } from './formatMoney'
import type { Cents } from '../money'

/**
 * An amount as every API and admin screen receives it: integer cents to compute with, and the
 * words to print ('$1,231.00'; a discount line '−$44.85'), formatted once on the server.
 */
export type Money = { cents: Cents; text: string }

export function moneyOf(cents: Cents): Money {
  // The minus sign (U+2212), as the price lines have always printed a discount.
  return { cents, text: cents < 0 ? `−${formatCad(-cents)}` : formatCad(cents) }
}
