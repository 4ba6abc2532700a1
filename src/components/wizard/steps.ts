import type { Step } from './types'

export const STEPS: Record<Step, { label: string; blurb: string }> = {
  1: { label: 'Booking Details', blurb: 'Tell us who you are and about your event.' },
  2: {
    label: 'Choose Your Package',
    blurb: 'Pick the photo booth experience that fits your crowd.',
  },
  3: {
    label: 'Select Date & Time',
    blurb: 'Choose when the fun starts and we will check booth availability.',
  },
  4: { label: 'Backdrop & Add-ons', blurb: 'Set the scene and add any extras.' },
  5: { label: 'Payment', blurb: 'Pay in full or reserve your date with a deposit.' },
  6: { label: 'Confirmation', blurb: 'You are all set.' },
}

export const TOTAL_STEPS = 6
