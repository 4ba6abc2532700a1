// A booking and site as the email templates see them, for the templates' specs.
import type { EmailBooking, EmailSite } from './emailTypes'
import { moneyOf } from '@kernel'

export const site: EmailSite = {
  businessName: 'Winnipeg Photo Booth Co.',
  businessEmail: 'hello@example.com',
  businessPhone: '(204) 555-0142',
  siteUrl: 'https://booth.example.com',
}
export const booking: EmailBooking = {
  reference: 'PB-1A2B3C4D',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '2045550199',
  address: '100 Main St, Winnipeg, MB',
  eventDate: '2027-03-14', // the day Winnipeg moves to CDT
  packageName: 'Ultimate',
  durationMinutes: 240,
  backdropName: 'Gold Shimmer',
  addOns: [
    { name: 'Extra Time', label: 'Extra Time (2 h)', quantity: 2, price: moneyOf(13800) },
    {
      name: 'Two Photo Booths',
      label: 'Two Photo Booths (6 h)',
      quantity: 1,
      price: moneyOf(59400),
    },
  ],
  lines: [
    { label: 'Ultimate', amount: moneyOf(49900) },
    { label: 'Extra Time', amount: moneyOf(13800) },
  ],
  timeline: {
    setupStart: '2027-03-14T18:30:00.000Z',
    start: '2027-03-14T19:00:00.000Z',
    end: '2027-03-15T01:00:00.000Z',
  },
  times: { setup: '1:30 PM', start: '2:00 PM', end: '8:00 PM' },
  totalAmount: moneyOf(63700),
  amountPaid: moneyOf(15925),
  remainingBalance: moneyOf(47775),
  refunded: moneyOf(0),
  paymentType: 'deposit',
  nextInstalment: null,
  planSentence: null,
  nextPayment: null,
  autopay: false,
  cardOnFile: null,
  balanceDueDate: '2027-03-13',
  link: 'https://booth.example.com/booking-success?booking_id=7&token=abc',
  balanceLink: 'https://booth.example.com/booking/balance?booking_id=7&token=abc',
  manageLink: 'https://booth.example.com/booking/manage?booking_id=7&token=abc',
  galleryUrl: null,
  welcomeScreen: true,
  notices: [],
}
