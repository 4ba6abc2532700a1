'use client'

import { useEffect, useState } from 'react'

import type { DesignView as Design } from '@crew/contract'

import { ui } from '@/components/ui/ui'
import { crewApi } from '@crew/contract'
import { Section } from '../success/Section'

const STATUS: Record<string, string> = {
  awaiting_customer: 'Waiting for your approval',
  approved: 'Approved: this is what we print',
  changes_requested: 'You asked for changes: we will send a new version',
}

/** The print design staff uploaded: the customer approves it or asks for changes, until 3 days before. */
export function DesignSection({ bookingId, token }: { bookingId: number; token: string }) {
  const [design, setDesign] = useState<Design | null>(null)
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    void crewApi.design({ id: bookingId, query: { token } }).then((r) => {
      if (r.ok) setDesign(r.data)
    })
  }, [bookingId, token])
  if (!design?.proof) return null
  const { proof } = design
  const answer = async (decision: 'approve' | 'changes') => {
    if (decision === 'changes' && comment.trim().length < 3)
      return setError('Tell us what to change (a few words at least).')
    setError(null)
    const r = await crewApi.decideDesign({
      id: bookingId,
      body: { token, decision, ...(comment.trim() ? { comment: comment.trim() } : {}) },
    })
    if (r.ok) setDesign(r.data)
    else setError(r.message)
  }
  const open = proof.status === 'awaiting_customer' && !design.locked
  return (
    <Section title="Your print design">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        alt="The print design for your photos"
        className="max-h-96 rounded-xl border border-stone-200"
        src={`${proof.fileUrl}&token=${encodeURIComponent(token)}`}
      />
      <p className="mt-3 text-stone-800" data-testid="design-status" role="status">
        {STATUS[proof.status] ?? proof.status}
        {design.locked && proof.status !== 'approved'
          ? '. The design is now locked: call us to change it.'
          : ''}
      </p>
      {open && (
        <div className="mt-4 grid gap-3">
          <label className={ui.label} htmlFor="design-comment">
            What should change? (only if you ask for changes)
          </label>
          <textarea
            aria-describedby={error ? 'design-error' : undefined}
            aria-invalid={error ? true : undefined}
            className={ui.input}
            id="design-comment"
            onChange={(e) => setComment(e.target.value)}
            rows={3}
            value={comment}
          />
          {error && (
            <p className={ui.error} id="design-error" role="alert">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button className={ui.primary} onClick={() => answer('approve')} type="button">
              Approve this design
            </button>
            <button className={ui.secondary} onClick={() => answer('changes')} type="button">
              Ask for changes
            </button>
          </div>
        </div>
      )}
    </Section>
  )
}
