'use client'

import { Button, ConfirmationModal, useModal } from '@payloadcms/ui'
import { useState } from 'react'

import type { ApiResult } from '@api-client'
import { formatDateLong } from '@kernel'
import { bookingStaffApi } from '../../contract'

import { setFlash } from '../flash'
import { postAction, postActionData } from '../postAction'

const CHARGE_MODAL = 'charge-instalment-now'

/** Staff actions on the next open part: charge the saved card now, or move its due date. */
export function ScheduleActions(props: {
  bookingId: number
  instalmentId: string
  dueDate: string
  amount: string
  canCharge: boolean
  /** 'Visa ending in 4242': named in the confirmation. */
  card: string | null
}) {
  const [date, setDate] = useState(props.dueDate)
  const [busy, setBusy] = useState(false)
  const { openModal } = useModal()
  // The server says what happened (charged, declined and why, waiting for the customer).
  const charge = async () => {
    setBusy(true)
    // The part shown: a second tap (or a retried request) answers with its charge, never another.
    const r = await postActionData(
      bookingStaffApi.chargeInstalment({
        id: props.bookingId,
        body: { instalmentId: props.instalmentId },
      }),
    )
    setBusy(false)
    if (!r) return
    setFlash({ message: r.message ?? 'Nothing was charged.', ok: r.outcome === 'paid' })
    window.location.reload()
  }
  const run = async (sent: Promise<ApiResult<unknown>>, success: string) => {
    setBusy(true)
    const ok = await postAction(sent, success)
    setBusy(false)
    if (ok) window.location.reload() // the workspace re-reads the booking; the flash survives it
  }
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end', marginTop: 12 }}>
      {props.canCharge ? (
        <Button buttonStyle="secondary" disabled={busy} onClick={() => openModal(CHARGE_MODAL)}>
          Charge now ({props.amount})…
        </Button>
      ) : null}
      {props.canCharge ? (
        <ConfirmationModal
          modalSlug={CHARGE_MODAL}
          heading={`Charge ${props.amount} now?`}
          body={`${props.amount} is charged at once to ${props.card ?? 'the saved card'}, for the part due ${formatDateLong(props.dueDate)}, without asking the customer again. If the bank declines it, nothing is taken and you will see why.`}
          confirmLabel={`Charge ${props.amount}`}
          cancelLabel="Don't charge"
          onConfirm={charge}
        />
      ) : null}
      <label style={{ display: 'grid', gap: 4 }}>
        <span>New due date</span>
        <input
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          style={{ minHeight: 40 }}
        />
      </label>
      <Button
        buttonStyle="secondary"
        disabled={busy || date === props.dueDate}
        onClick={() =>
          run(
            bookingStaffApi.moveInstalment({
              id: props.bookingId,
              body: { instalmentId: props.instalmentId, dueDate: date },
            }),
            'Due date moved.',
          )
        }
      >
        Move due date
      </Button>
    </div>
  )
}
