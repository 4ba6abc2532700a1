'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { PaymentForm, type OfflinePayment } from '../PaymentForm'
import { LabeledSelect } from '@admin-kit/LabeledSelect'

/** What happens once the booking exists: an offline payment recorded, or a payment link sent. */
export function AfterCreating({
  dueNow,
  submit,
}: {
  dueNow: number
  submit: (payment: OfflinePayment | null) => Promise<void>
}) {
  const [then, setThen] = useState('offline_payment')
  return (
    <>
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
    </>
  )
}
