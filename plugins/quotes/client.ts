// The quotes plugin's browser surface: the panels the admin's Today shows.
export { QuotesExpiringPanel } from './admin/QuotesExpiringPanel'
