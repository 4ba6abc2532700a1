import { z } from 'zod'

import { periodProblem } from '../core/period'

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, Winnipeg dates, inclusive. */
export const periodSchema = z.object({ from: z.string(), to: z.string() }).superRefine((p, ctx) => {
  const problem = periodProblem(p)
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['from'] })
})

export const exportSchema = z.intersection(
  periodSchema,
  z.object({ type: z.enum(['sales', 'refunds']).optional() }),
)
