'use client'

import { LabeledInput } from '@admin-kit/LabeledInput'
import { LabeledSelect } from '@admin-kit/LabeledSelect'
import { AfterCreating } from './AfterCreating'
import { BookingFields, columns } from './BookingFields'
import { type FormCatalog, useCreateBooking } from './useCreateBooking'

export type { FormCatalog } from './useCreateBooking'

/** The wizard's fields on one page for staff; the server prices and holds the slot. */
export function CreateBookingForm({
  catalog,
  depositPercent,
}: {
  catalog: FormCatalog
  /** Site Settings' deposit, as the wizard and the quote word it. */
  depositPercent: number
}) {
  const { field, qty, setQty, quote, dueNow, submit } = useCreateBooking(catalog)
  return (
    <div style={{ maxWidth: 900 }}>
      <BookingFields catalog={catalog} field={field} />
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
            ['deposit', `Deposit (${depositPercent}%)`],
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
          : (quote.error ?? `Total ${quote.total.text} · deposit ${quote.deposit.text}`)}
      </p>
      <AfterCreating dueNow={dueNow} submit={submit} />
    </div>
  )
}
