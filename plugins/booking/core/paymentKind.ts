// What a payment paid, in words, from the plan's parts: payments do not name the part they paid
// (core/paymentPlan.ts covers the parts in date order), so the part is read from the running total.

export type PlanParts = { kind: 'full' | 'deposit' | 'plan'; amounts: number[] }

/**
 * "Deposit", "Balance", "Instalment 2 of 4", "Instalments 2–3 of 4", "Part of instalment 2 of 4"
 * or "Paid in full", for a payment of `cents` when `paidBefore` was already paid.
 */
export function paymentKind(plan: PlanParts | null, paidBefore: number, cents: number): string {
  if (!plan || plan.amounts.length === 0 || plan.kind === 'full') return 'Payment'
  const m = plan.amounts.length
  const ends: number[] = []
  plan.amounts.reduce((sum, a, i) => (ends[i] = sum + a), 0)
  const first = ends.findIndex((end) => end > paidBefore)
  if (first === -1) return 'Payment'
  const after = paidBefore + cents
  let last = first - 1
  while (last + 1 < m && ends[last + 1] <= after) last++
  const name = (i: number) =>
    plan.kind === 'deposit' ? (i === 0 ? 'Deposit' : 'Balance') : `Instalment ${i + 1} of ${m}`
  if (last < first) return `Part of ${name(first).replace(/^./, (c) => c.toLowerCase())}`
  if (last === first) return name(first)
  if (plan.kind === 'deposit') return 'Deposit and balance'
  return `Instalments ${first + 1}–${last + 1} of ${m}`
}
