'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { formatTimeLabel, START_TIMES } from '../../../../plugins/booking/core/startTimes'
import { inputStyle, labelStyle } from '../../../../plugins/booking/admin/formStyles'
import { PaymentForm, type OfflinePayment } from '../../../../plugins/booking/admin/PaymentForm'
import { LabeledInput } from './LabeledInput'
import { useStaffQuote } from './useStaffQuote'

type Option = { id: number; name: string }
export type FormCatalog = {
  packages: Option[]
  addOns: (Option & { maxQuantity: number })[]
  backdrops: Option[]
}

const two: React.CSSProperties = {
  display: 'grid',
  gap: '0 16px',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
}

/** The wizard's fields on one page for staff; the server prices and holds the slot. */
export function CreateBookingForm({ catalog }: { catalog: FormCatalog }) {
  const router = useRouter()
  const [f, setF] = useState({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    address: '',
    eventType: '',
    guestCount: '50',
    packageId: String(catalog.packages[0]?.id ?? ''),
    backdropId: String(catalog.backdrops[0]?.id ?? ''),
    eventDate: '',
    eventTime: '14:00',
    paymentType: 'deposit',
    promoCode: '',
    source: 'phone',
    notes: '',
  })
  const [qty, setQty] = useState<Record<string, number>>({})
  const [then, setThen] = useState<'payment_link' | 'offline_payment'>('offline_payment')
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF({ ...f, [k]: e.target.value })
  const selected = Object.entries(qty).filter(([, n]) => n > 0)
  const quoteBody =
    f.eventDate && f.address
      ? {
          packageId: Number(f.packageId),
          eventDate: f.eventDate,
          eventTime: f.eventTime,
          address: f.address,
          selectedAddOns: selected.map(([id]) => Number(id)),
          addOnQuantities: Object.fromEntries(selected),
          promoCode: f.promoCode || null,
          paymentType: f.paymentType,
        }
      : null
  const quote = useStaffQuote(quoteBody)
  const dueNow =
    quote && !quote.error
      ? Math.round(Number(f.paymentType === 'deposit' ? quote.deposit : quote.total) * 100)
      : 0

  const submit = async (payment: OfflinePayment | null) => {
    if (!quoteBody) return void toast.error('Enter the event date and address first.')
    const res = await fetch('/api/bookings/staff', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...quoteBody,
        firstName: f.firstName,
        lastName: f.lastName,
        email: f.email,
        phone: f.phone,
        eventType: f.eventType,
        guestCount: f.guestCount,
        backdropId: Number(f.backdropId),
        source: f.source,
        notes: f.notes || undefined,
        then: payment ? { action: 'offline_payment', ...payment } : { action: 'payment_link' },
      }),
    })
    const body = (await res.json()) as {
      id?: number
      reference?: string
      message?: string
      paymentFailure?: { message?: string }
    }
    if (!res.ok) return void toast.error(body.message ?? 'The booking was not created.')
    if (body.paymentFailure)
      toast.warning(
        `Booking ${body.reference} created, but: ${body.paymentFailure.message ?? 'the payment step failed'}`,
      )
    else toast.success(`Booking ${body.reference} created`)
    router.push(`/admin/collections/bookings/${body.id}`)
  }

  const select = (label: string, k: keyof typeof f, options: [string, string][]) => (
    <label style={labelStyle}>
      {label}
      <select style={inputStyle} value={f[k]} onChange={set(k)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <div style={{ maxWidth: 900 }}>
      <h2>Customer</h2>
      <div style={two}>
        <LabeledInput
          autoComplete="off"
          label="First name"
          required
          value={f.firstName}
          onChange={set('firstName')}
        />
        <LabeledInput
          autoComplete="off"
          label="Last name"
          required
          value={f.lastName}
          onChange={set('lastName')}
        />
        <LabeledInput
          autoComplete="off"
          label="Email"
          required
          type="email"
          value={f.email}
          onChange={set('email')}
        />
        <LabeledInput
          autoComplete="off"
          label="Phone (10 digits)"
          required
          type="tel"
          value={f.phone}
          onChange={set('phone')}
        />
        {select('Booked by', 'source', [
          ['phone', 'Phone'],
          ['email', 'Email'],
        ])}
        <LabeledInput label="Event type" value={f.eventType} onChange={set('eventType')} />
      </div>
      <h2>Event</h2>
      <div style={two}>
        <LabeledInput
          label="Event address (street, town)"
          required
          value={f.address}
          onChange={set('address')}
        />
        <LabeledInput
          label="Guests"
          min={1}
          type="number"
          value={f.guestCount}
          onChange={set('guestCount')}
        />
        <LabeledInput
          label="Event date"
          required
          type="date"
          value={f.eventDate}
          onChange={set('eventDate')}
        />
        {select(
          'Start time (Winnipeg)',
          'eventTime',
          START_TIMES.map((t) => [t, formatTimeLabel(t)]),
        )}
        {select(
          'Package',
          'packageId',
          catalog.packages.map((p) => [String(p.id), p.name]),
        )}
        {select(
          'Backdrop',
          'backdropId',
          catalog.backdrops.map((b) => [String(b.id), b.name]),
        )}
      </div>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend>Add-ons (quantity; 0 for none)</legend>
        <div style={two}>
          {catalog.addOns.map((a) => (
            <LabeledInput
              key={a.id}
              label={a.name}
              max={a.maxQuantity}
              min={0}
              type="number"
              value={String(qty[a.id] ?? 0)}
              onChange={(e) => setQty({ ...qty, [a.id]: Math.max(0, Number(e.target.value) || 0) })}
            />
          ))}
        </div>
      </fieldset>
      <div style={two}>
        {select('Payment', 'paymentType', [
          ['deposit', 'Deposit (25%)'],
          ['full', 'Full amount'],
        ])}
        <LabeledInput label="Promo code" value={f.promoCode} onChange={set('promoCode')} />
      </div>
      <LabeledInput label="Notes" value={f.notes} onChange={set('notes')} />
      <p
        aria-live="polite"
        data-testid="staff-quote"
        style={{ fontSize: 18, margin: '8px 0 16px' }}
      >
        {!quote
          ? 'Enter the date and address to see the price.'
          : quote.error
            ? quote.error
            : `Total $${quote.total} · deposit $${quote.deposit}`}
      </p>
      <h2>Then</h2>
      {select2(then, setThen)}
      {then === 'offline_payment' ? (
        <PaymentForm
          key={dueNow}
          onSubmit={submit}
          submitLabel="Create booking and record payment"
          suggestedCents={dueNow}
        />
      ) : (
        <Button buttonStyle="primary" onClick={() => submit(null)}>
          Create booking and email payment link
        </Button>
      )}
    </div>
  )
}

function select2(value: string, onChange: (v: 'payment_link' | 'offline_payment') => void) {
  return (
    <label style={labelStyle}>
      After creating
      <select
        style={{ ...inputStyle, maxWidth: 480 }}
        value={value}
        onChange={(e) => onChange(e.target.value as 'payment_link')}
      >
        <option value="offline_payment">Record an offline payment (cash or e-transfer)</option>
        <option value="payment_link">Email the customer a payment link</option>
      </select>
    </label>
  )
}
