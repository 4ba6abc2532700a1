'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import type { Money } from '@kernel'

import { clearWizardState, saveWizardState } from '@/lib/wizardStorage'

import { pushCart, storedCartSession, takeRecoverParam } from './cartSession'
import { loadSavedWizard } from './loadSavedWizard'
import { emptyWizardState, type Step, type WizardCatalog, type WizardState } from './types'

// Links from emails and the chat (prefills, waitlist offers) are rare: their code is fetched
// beside the saved progress, not in step 1's start-up JS.
const linkCode = () => Promise.all([import('./linkPrefill'), import('./waitlistOffer')])

/**
 * Wizard state: restored from this browser (or a recovery link), saved after every change,
 * mirrored to the cart. `preloadStep` fetches a step's code: a restored step is shown once its
 * code is in, so the page goes from "Loading your booking…" straight to the step.
 */
export function useWizard(catalog: WizardCatalog, preloadStep: (step: Step) => Promise<void>) {
  const [state, setState] = useState<WizardState>(emptyWizardState)
  const [ready, setReady] = useState(false)
  const [restored, setRestored] = useState(false)
  // A waitlist offer's link: what the wizard says about the held slot (or that the offer ended).
  const [offer, setOffer] = useState<{ notice: string; ended: boolean } | null>(null)
  const sessionId = useRef('')
  // After payment the state is cleared for good; nothing may write it back.
  const frozen = useRef(false)

  useEffect(() => {
    let cancelled = false
    const recover = takeRecoverParam()
    sessionId.current = storedCartSession()?.sessionId ?? ''
    const recovered = () => {
      sessionId.current = storedCartSession()?.sessionId ?? ''
    }
    ;(async () => {
      const [
        { linkPrefill, waitlistPrefill, withLinkPrefill },
        { OFFER_ENDED, openOffer, takeOfferLink },
      ] = await linkCode()
      if (cancelled) return
      const preselect = Number(new URLSearchParams(window.location.search).get('package'))
      const bookable = catalog.packages.find((p) => p.id === preselect && p.bookable)
      const prefill = linkPrefill(window.location.search)
      const withPackage = (s: WizardState) =>
        withLinkPrefill(bookable ? { ...s, selectedPackage: bookable.id } : s, prefill)
      const offerLink = takeOfferLink()
      // An offer link opens its own held booking, asked for beside the saved progress, which is
      // only its fallback: no further than step 3, and the code of a later saved step (payment)
      // is not fetched for it.
      const opening = offerLink ? openOffer(offerLink) : null
      opening?.catch(() => {}) // awaited below; not unhandled if the load is cancelled first
      const loaded = await loadSavedWizard(
        recover,
        preloadStep,
        recovered,
        () => cancelled,
        opening ? 3 : 6,
      )
      if (!loaded || cancelled) return
      if (opening) {
        const opened = await opening
        if (opened) await preloadStep(opened.state.currentStep)
        if (cancelled) return
        setOffer(opened ?? { notice: OFFER_ENDED, ended: true })
        // A link that opens nothing: the saved progress, without a booking.
        setState(opened?.state ?? { ...loaded, booking: null })
        setReady(true)
        return
      }
      // The chat's waitlist link: straight to step 3's waitlist form for that package and date.
      const toWaitlist =
        waitlistPrefill(window.location.search).open && bookable && prefill.selectedDate
      if (toWaitlist) await preloadStep(3)
      if (cancelled) return
      setState(toWaitlist ? { ...withPackage(loaded), currentStep: 3 } : withPackage(loaded))
      setRestored(loaded.currentStep > 1)
      setReady(true)
    })()
    return () => {
      cancelled = true
    }
  }, [catalog.packages, preloadStep])

  const latest = useRef(state)
  useEffect(() => {
    latest.current = state
    // A visitor who has not started yet leaves nothing behind (and a restored state is never overwritten by an empty one).
    if (ready && !frozen.current && (state.currentStep > 1 || state.bookingFormData))
      saveWizardState(state)
  }, [ready, state])

  const update = useCallback((patch: Partial<WizardState>) => {
    latest.current = { ...latest.current, ...patch }
    setState(latest.current)
  }, [])

  /** Moves to `step` with `patch` applied and mirrors the new state to the server-side cart. */
  const goTo = useCallback((step: Step, patch: Partial<WizardState> = {}, total?: Money) => {
    const next = { ...latest.current, ...patch, currentStep: step }
    latest.current = next
    setState(next)
    // The server issues the cart on the first save; the booking then names it.
    void pushCart(next, total).then((s) => {
      if (s) sessionId.current = s.sessionId
    })
    setRestored(false)
  }, [])

  const startFresh = useCallback(() => {
    clearWizardState()
    latest.current = emptyWizardState
    setState(emptyWizardState)
    setRestored(false)
  }, [])

  /** Payment done (or leaving for good): forget the wizard in this browser. */
  const finish = useCallback(() => {
    frozen.current = true
    clearWizardState()
  }, [])

  return {
    state,
    ready,
    restored,
    offer,
    dismissRestored: () => setRestored(false),
    update,
    goTo,
    startFresh,
    finish,
    sessionId,
  }
}

export type Wizard = ReturnType<typeof useWizard>
