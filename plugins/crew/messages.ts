import type { ErrorTable } from '@server-kit'

/** The crew endpoints' failures: code → status and the words staff and attendants read. */
export const crewErrors = {
  booth_not_booked: { status: 400, message: 'That booth is not part of this booking.' },
  not_attendant: { status: 400, message: 'Choose someone with the attendant role.' },
  attendant_busy: {
    status: 409,
    message: 'That attendant is not free then (marked unavailable or working another event).',
  },
  not_confirmed: { status: 409, message: 'Only a confirmed booking can have a crew.' },
  not_assigned: { status: 403, message: 'You are not assigned to this event.' },
  not_accepted: { status: 409, message: 'Accept the event first.' },
  already_checked_in: { status: 409, message: 'You have already checked in.' },
  not_checked_in: { status: 409, message: 'Check in first.' },
  already_checked_out: { status: 409, message: 'You have already checked out.' },
  amount_too_large: { status: 400, message: 'That is more than the balance to collect.' },
  not_allowed_in_status: { status: 409, message: 'This booking takes no payment now.' },
  design_locked: {
    status: 409,
    message: 'The design is locked 3 days before the event: call us to change it.',
  },
  no_proof_waiting: { status: 409, message: 'There is no design waiting for your answer.' },
  not_in_list: { status: 400, message: 'That item is not on this packing list.' },
} satisfies ErrorTable<string>

export type CrewCode = keyof typeof crewErrors
