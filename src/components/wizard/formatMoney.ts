import { formatCad, toCents } from '../../../plugins/booking/core/money'

/** A server amount ('1231.5' or '-38.85') shown as '$1,231.50' (sign dropped: callers label discounts). */
export const money = (amount: string | number | null | undefined) => {
  const n = Math.abs(Number(amount ?? 0))
  return formatCad(toCents(Number.isFinite(n) ? n : 0))
}
