// Browser-safe helpers of the reports plugin: period arithmetic and labels (pure, no React).
export { chartMonths, lastYearPeriod, periodOf, periodProblem, previousPeriod } from './core/period'
export type { Period, PeriodKind } from './core/period'
export { changeLabel, monthLabel, shortDate } from './core/labels'
