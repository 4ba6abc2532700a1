// The customer's field rules (zod), for the wizard's step-1 schema (loaded on first use) and the
// booking and cart endpoints. Apart from client.ts so that pages which only read a booking
// (manage, success, balance) do not ship zod.
export { FIELD_MAX, customerField, guestCountNumber, guestCountText } from './customerFields'
