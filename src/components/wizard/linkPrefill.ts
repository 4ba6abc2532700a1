// What a link into the wizard already knows (the chat's "Book now": package, date, time, town,
// guests, name, email), checked for shape only; every step validates as usual.
import type { CustomerForm } from './customerSchema'
import type { WizardState } from './types'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^\d{2}:\d{2}$/
// Shape only (something@something); the customer step checks the address properly.
const EMAIL = /^[^\s@]+@[^\s@]+$/

type Prefill = Pick<WizardState, 'selectedDate' | 'selectedTime'> & {
  form: Partial<CustomerForm>
}

/**
 * The chat's "Join the waitlist" link (`waitlist=1` beside the usual prefill): the wizard opens
 * at step 3 with its waitlist form open, the visitor's name and email filled in.
 */
export function waitlistPrefill(search: string): { open: boolean; name: string; email: string } {
  const q = new URLSearchParams(search)
  const email = (q.get('email') ?? '').trim().slice(0, 200)
  return {
    open: q.get('waitlist') === '1',
    name: (q.get('name') ?? '').trim().slice(0, 120),
    email: EMAIL.test(email) ? email : '',
  }
}

export function linkPrefill(search: string): Prefill {
  const q = new URLSearchParams(search)
  const get = (key: string, max: number) => (q.get(key) ?? '').trim().slice(0, max)
  const date = get('date', 10)
  const time = get('time', 5)
  const [firstName = '', ...rest] = get('name', 120).split(/\s+/).filter(Boolean)
  const email = get('email', 200)
  const town = get('town', 80)
  const guests = get('guests', 5)
  const form: Partial<CustomerForm> = {}
  if (firstName) form.firstName = firstName
  if (rest.length) form.lastName = rest.join(' ')
  if (EMAIL.test(email)) form.email = email
  if (town) form.address = `${town}, MB`
  if (/^\d{1,5}$/.test(guests)) form.guestCount = guests
  return {
    selectedDate: DATE.test(date) ? date : null,
    selectedTime: TIME.test(time) ? time : null,
    form,
  }
}

/** The saved state with the link's facts: the link's date and time; typed answers win over it. */
export function withLinkPrefill(s: WizardState, p: Prefill): WizardState {
  const hasForm = Object.keys(p.form).length > 0
  const saved = Object.fromEntries(
    Object.entries(s.bookingFormData ?? {}).filter(([, v]) => v !== '' && v != null),
  )
  return {
    ...s,
    selectedDate: p.selectedDate ?? s.selectedDate,
    selectedTime: p.selectedDate ? (p.selectedTime ?? null) : s.selectedTime,
    bookingFormData: hasForm ? ({ ...p.form, ...saved } as CustomerForm) : s.bookingFormData,
  }
}
