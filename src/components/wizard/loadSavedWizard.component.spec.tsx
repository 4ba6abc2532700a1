import { afterEach, describe, expect, it } from 'vitest'

import { WIZARD_STATE_KEY } from '@/lib/wizardStorage'
import { customer } from '@tests/helpers/testData'
import { loadSavedWizard } from './loadSavedWizard'
import type { Step } from './types'

// Progress saved at the payment step, with everything filled in and a booking made.
const savedAtPayment = {
  currentStep: 5,
  bookingFormData: { ...customer, notes: '', smsOptIn: false },
  selectedPackage: 2,
  selectedDate: '2027-06-12',
  selectedTime: '15:00',
  selectedBackdrop: 1,
  addOnQuantities: {},
  booking: { id: 41, accessToken: 'owner-token', key: 'k' },
}

async function load(maxStep?: Step) {
  localStorage.setItem(WIZARD_STATE_KEY, JSON.stringify(savedAtPayment))
  const preloaded: Step[] = []
  const preload = async (step: Step) => void preloaded.push(step)
  const state = await loadSavedWizard(
    null,
    preload,
    () => {},
    () => false,
    maxStep,
  )
  return { state, preloaded }
}

describe('loadSavedWizard', () => {
  afterEach(() => localStorage.clear())

  it('restores the saved step and fetches its code', async () => {
    const { state, preloaded } = await load()
    expect(state?.currentStep).toBe(5)
    expect(state?.booking?.id).toBe(41)
    expect(preloaded).toContain(5)
  })

  it('stops at maxStep (a waitlist offer link falls back to step 3) without the later step’s code', async () => {
    const { state, preloaded } = await load(3)
    expect(state?.currentStep).toBe(3)
    expect(state?.selectedDate).toBe('2027-06-12')
    expect(preloaded.every((s) => s <= 3)).toBe(true)
    expect(preloaded).toContain(3)
  })
})
