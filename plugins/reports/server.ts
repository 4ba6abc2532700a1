export { reportSummary } from './operations/reportSummary'
export { taxReport } from './operations/taxReport'
