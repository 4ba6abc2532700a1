'use client'

import Link from 'next/link'
import { useState } from 'react'

import { Modal } from '../../dialogs/Modal'
import { ui } from '@/components/ui/ui'

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onAccept: () => Promise<void> }

/** The key rental terms with a required checkbox; acceptance is recorded on the booking by the caller. */
export function TermsDialog({ open, onOpenChange, onAccept }: Props) {
  const [checked, setChecked] = useState(false)
  const [sending, setSending] = useState(false)
  const accept = async () => {
    setSending(true)
    try {
      await onAccept()
    } finally {
      setSending(false)
    }
  }
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Terms and Conditions">
      <div className="grid gap-3 text-sm text-stone-800">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            A deposit or full payment reserves your date and booth. Any balance is due the day
            before your event.
          </li>
          <li>
            Cancellations 60 or more days before the event receive a 75% refund; 30 to 59 days, 50%;
            under 30 days, no refund.
          </li>
          <li>One free reschedule, subject to availability.</li>
          <li>
            Please provide at least 8&apos; × 8&apos; of floor space near a power outlet; setup
            starts 30 minutes before your start time.
          </li>
          <li>We carry $1M liability insurance. Guests use props and the booth responsibly.</li>
        </ul>
        <p>
          Read the full{' '}
          <Link href="/terms" target="_blank" className={ui.link}>
            terms and conditions
          </Link>
          .
        </p>
        <label className="mt-2 flex min-h-11 cursor-pointer items-start gap-3 rounded-xl bg-stone-50 p-3 text-base">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-amber-600"
            checked={checked}
            onChange={(e) => setChecked(e.target.checked)}
            required
          />
          <span>I have read and agree to the terms and conditions.</span>
        </label>
        <button
          type="button"
          className={`${ui.primary} w-full`}
          disabled={!checked || sending}
          onClick={accept}
        >
          {sending ? 'Sending...' : 'I Accept These Terms'}
        </button>
      </div>
    </Modal>
  )
}
