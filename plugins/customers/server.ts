export { CUSTOMER_COLUMNS, customerRows, toCustomerRow } from './operations/customerRows'
