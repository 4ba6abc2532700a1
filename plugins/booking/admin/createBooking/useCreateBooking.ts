'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { OfflinePayment } from '../PaymentForm'
import { submitStaffBooking } from './submitStaffBooking'
import { useStaffQuote } from './useStaffQuote'

import type { StaffCatalog } from '../../contract'

export type FormCatalog = StaffCatalog

/** The form's state, its live quote and its submit: the server prices and holds the slot. */
export function useCreateBooking(catalog: FormCatalog) {
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
    : (quote?.[f.paymentType === 'deposit' ? 'deposit' : 'total'].cents ?? 0)

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
  return { field, qty, setQty, quote, dueNow, submit }
}

export type BookingField = Parameters<ReturnType<typeof useCreateBooking>['field']>[0]
export type FieldProps = ReturnType<ReturnType<typeof useCreateBooking>['field']>
