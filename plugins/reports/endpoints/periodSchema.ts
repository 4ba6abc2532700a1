import { z } from 'zod'

import { checkPeriod } from '../core/period'

/**
 * ?from=YYYY-MM-DD&to=YYYY-MM-DD, Winnipeg dates, inclusive: every report endpoint's period,
 * checked by the one rule (core/period.ts `checkPeriod`). Outside it: 400 `invalid_input` naming
 * the field, never a 500 from a date PostgreSQL cannot read.
 */
export const periodSchema = z.object({ from: z.string(), to: z.string() }).superRefine((p, ctx) => {
  const problem = checkPeriod(p)
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] })
})

export const exportSchema = z.intersection(
  periodSchema,
  z.object({ type: z.enum(['sales', 'refunds']).optional() }),
)
