'use client'

import { AddressField } from './AddressField'
import { emptyCustomer, EVENT_TYPES, REFERRAL_SOURCES } from './customerOptions'
import type { CustomerForm } from './customerSchema'
import { describedBy, Field } from './Field'
import { loadCustomerValidation } from './lazyCustomerResolver'
import { PhoneField } from './PhoneField'
import { SMS_CONSENT_WORDING } from '@kernel/smsConsentWording'
import { StepFrame } from './StepFrame'
import { useStepForm } from './useStepForm'
import { ui } from '@/components/ui/ui'

type Props = {
  initial: CustomerForm | null
  onBack: () => void
  onSubmit: (data: CustomerForm) => void
}

/** Step 1: rendered on the server, usable (fields keep what is typed) before its JS arrives. */
export function CustomerStep({ initial, onBack, onSubmit }: Props) {
  const defaults = { ...emptyCustomer, ...initial }
  const { register, errors: e, handleSubmit } = useStepForm(defaults, onSubmit)
  // zod (about 30 KiB gzip) is fetched when the visitor first enters a field: off the first
  // load's main thread, yet ready before the first blur or submit.
  const prefetchValidation = () => void loadCustomerValidation().catch(() => {})
  const asProps = (name: 'phone' | 'address') => {
    const { ref, ...rest } = register(name)
    return { ...rest, inputRef: ref, defaultValue: defaults[name], error: e[name] }
  }
  const text = (name: keyof CustomerForm, label: string, props: Record<string, unknown> = {}) => (
    <Field id={`customer-${name}`} label={label} error={e[name]}>
      <input
        className={ui.input}
        {...register(name)}
        defaultValue={String(defaults[name] ?? '')}
        {...describedBy(`customer-${name}`, e[name])}
        {...props}
      />
    </Field>
  )
  const select = (
    name: 'eventType' | 'referralSource',
    label: string,
    options: readonly string[],
    placeholder: string,
  ) => (
    <Field id={`customer-${name}`} label={label} error={e[name]}>
      <select
        className={ui.input}
        {...register(name)}
        defaultValue={defaults[name]}
        {...describedBy(`customer-${name}`, e[name])}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    </Field>
  )

  return (
    <StepFrame onBack={onBack}>
      <form
        noValidate
        onFocus={prefetchValidation}
        onSubmit={(ev) => void handleSubmit(ev)}
        className={`${ui.card} grid gap-5 sm:grid-cols-2`}
        aria-label="Booking details"
      >
        {text('firstName', 'First name', { autoComplete: 'given-name' })}
        {text('lastName', 'Last name', { autoComplete: 'family-name' })}
        {text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        <PhoneField {...asProps('phone')} />
        <div className="sm:col-span-2">
          <label htmlFor="customer-sms" className="flex items-start gap-3">
            <input
              id="customer-sms"
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0"
              {...register('smsOptIn')}
              defaultChecked={Boolean(defaults.smsOptIn)}
            />
            <span>{SMS_CONSENT_WORDING}</span>
          </label>
        </div>
        <AddressField {...asProps('address')} />
        {select('eventType', 'Event type', EVENT_TYPES, 'Choose an event type')}
        {text('guestCount', 'Expected guests', { inputMode: 'numeric', placeholder: 'e.g. 80' })}
        <div className="sm:col-span-2">
          {select('referralSource', 'How did you hear about us?', REFERRAL_SOURCES, 'Choose one')}
        </div>
        <div className="sm:col-span-2">
          <Field id="customer-notes" label="Notes (optional)">
            <textarea
              id="customer-notes"
              rows={3}
              className={ui.input}
              {...register('notes')}
              defaultValue={defaults.notes ?? ''}
              placeholder="Anything we should know? Venue details, themes, timing…"
            />
          </Field>
        </div>
        <div className="sm:col-span-2 flex justify-end">
          <button type="submit" className={`${ui.primary} w-full sm:w-auto`}>
            Continue to Packages
          </button>
        </div>
      </form>
    </StepFrame>
  )
}
