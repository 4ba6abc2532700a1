'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type CSSProperties, useState } from 'react'

import { PaymentForm, type OfflinePayment } from '../PaymentForm'
import { formatTimeLabel, START_TIMES } from '../../core/startTimes'
import { LabeledInput } from '../LabeledInput'
import { LabeledSelect } from '../LabeledSelect'
import { submitStaffBooking } from './submitStaffBooking'
import { useStaffQuote } from './useStaffQuote'

type Option = { id: number; name: string }
export type FormCatalog = {
  packages: Option[]
  addOns: (Option & { maxQuantity: number })[]
  backdrops: Option[]
}

const columns: CSSProperties = {
  display: 'grid',
  gap: '0 16px',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
}
const times = START_TIMES.map((t): [string, string] => [t, formatTimeLabel(t)])
const options = (list: Option[]) => list.map((o): [string, string] => [String(o.id), o.name])

/** The wizard's fields on one page for staff; the server prices and holds the slot. */
export function CreateBookingForm({ catalog }: { catalog: FormCatalog }) {
  const router = useRouter()
  const [f, setF] = useState({
    ...{ firstName: '', lastName: '', email: '', phone: '', address: '', eventType: '' },
    ...{ guestCount: '50', eventDate: '', eventTime: '14:00', promoCode: '', notes: '' },
    packageId: String(catalog.packages[0]?.id ?? ''),
    backdropId: String(catalog.backdrops[0]?.id ?? ''),
    paymentType: 'deposit',
    source: 'phone',
  })
  const [qty, setQty] = useState<Record<string, number>>({})
  const [then, setThen] = useState('offline_payment')
  const field = (k: keyof typeof f) => ({
    value: f[k],
    onChange: (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value }),
  })
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
  const dueNow = quote?.error
    ? 0
    : (quote?.cents[f.paymentType === 'deposit' ? 'deposit' : 'total'] ?? 0)

  const submit = async (payment: OfflinePayment | null) => {
    const { paymentType: _p, packageId: _k, eventDate: _d, eventTime: _t, ...customer } = f
    const id = quoteBody
      ? await submitStaffBooking(
          {
            ...quoteBody,
            ...customer,
            backdropId: Number(f.backdropId),
            notes: f.notes || undefined,
          },
          payment,
        )
      : null
    if (id) router.push(`/admin/collections/bookings/${id}`)
  }

  return (
    <div style={{ maxWidth: 900 }}>
      <h2>Customer</h2>
      <div style={columns}>
        <LabeledInput autoComplete="off" label="First name" required {...field('firstName')} />
        <LabeledInput autoComplete="off" label="Last name" required {...field('lastName')} />
        <LabeledInput autoComplete="off" label="Email" required type="email" {...field('email')} />
        <LabeledInput autoComplete="off" label="Phone (10 digits)" type="tel" {...field('phone')} />
        <LabeledSelect
          label="Booked by"
          options={[
            ['phone', 'Phone'],
            ['email', 'Email'],
          ]}
          {...field('source')}
        />
        <LabeledInput label="Event type" {...field('eventType')} />
      </div>
      <h2>Event</h2>
      <div style={columns}>
        <LabeledInput label="Event address (street, town)" required {...field('address')} />
        <LabeledInput label="Guests" min={1} type="number" {...field('guestCount')} />
        <LabeledInput label="Event date" required type="date" {...field('eventDate')} />
        <LabeledSelect label="Start time (Winnipeg)" options={times} {...field('eventTime')} />
        <LabeledSelect
          label="Package"
          options={options(catalog.packages)}
          {...field('packageId')}
        />
        <LabeledSelect
          label="Backdrop"
          options={options(catalog.backdrops)}
          {...field('backdropId')}
        />
      </div>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend>Add-ons (quantity; 0 for none)</legend>
        <div style={columns}>
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
      <div style={columns}>
        <LabeledSelect
          label="Payment"
          options={[
            ['deposit', 'Deposit (25%)'],
            ['full', 'Full amount'],
          ]}
          {...field('paymentType')}
        />
        <LabeledInput label="Promo code" {...field('promoCode')} />
      </div>
      <LabeledInput label="Notes" {...field('notes')} />
      <p
        aria-live="polite"
        data-testid="staff-quote"
        style={{ fontSize: 18, margin: '8px 0 16px' }}
      >
        {!quote
          ? 'Enter the date and address to see the price.'
          : (quote.error ?? `Total $${quote.total} · deposit $${quote.deposit}`)}
      </p>
      <h2>Then</h2>
      <LabeledSelect
        label="After creating"
        options={[
          ['offline_payment', 'Record an offline payment (cash or e-transfer)'],
          ['payment_link', 'Email the customer a payment link'],
        ]}
        value={then}
        onChange={(e) => setThen(e.target.value)}
      />
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
