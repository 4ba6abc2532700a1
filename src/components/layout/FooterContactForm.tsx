'use client'

import { useRef } from 'react'

import { lazyClient } from '@/lib/lazyClient'
import { useNearOrIdle } from '@/lib/useNearOrIdle'

// react-hook-form and sonner stay out of the first-load bundle: the footer is below the fold.
const ContactForm = lazyClient(
  () => import('../forms/ContactForm').then((m) => m.ContactForm),
  FormSpace,
)

/** Reserves the form's height so nothing below it moves when it arrives. */
function FormSpace() {
  return <div aria-hidden="true" className="min-h-[30rem]" />
}

/** The footer's contact form, loaded when it nears the viewport or the page is idle. */
export function FooterContactForm() {
  const ref = useRef<HTMLDivElement>(null)
  const ready = useNearOrIdle(ref)
  return <div ref={ref}>{ready ? <ContactForm /> : <FormSpace />}</div>
}
