'use client'

import { Button, ConfirmationModal, useModal } from '@payloadcms/ui'

import { formatDateLong } from '@kernel'

import type { BuilderInit } from './builderTypes'
import type { QuoteBuilder } from './useQuoteBuilder'

const MODAL = 'send-quote-confirm'

/** "Send quote…": a confirmation that says who gets what until when, then the send. */
export function SendQuote({ b, revise }: { b: QuoteBuilder; revise: BuilderInit['revise'] }) {
  const { openModal } = useModal()
  const { values: v, preview, errors } = b
  const total = preview.state === 'ok' ? preview.price.total.text : ''
  const label = revise ? `Send revision ${revise.revision + 1} of ${revise.number}` : 'Send quote'
  return (
    <>
      {errors.form ? (
        <p role="alert" style={{ color: 'var(--theme-error-600)' }}>
          {errors.form}
        </p>
      ) : null}
      <Button buttonStyle="primary" margin={false} onClick={() => b.check() && openModal(MODAL)}>
        {`${label}…`}
      </Button>
      <ConfirmationModal
        modalSlug={MODAL}
        heading={`${label}?`}
        body={
          <div data-testid="send-confirmation">
            <p>
              To {v.firstName} {v.lastName} at {v.email}.
            </p>
            <p>Total {total}, taxes included.</p>
            <p>Good until {formatDateLong(v.expiresOn)}.</p>
            <p>
              {v.holdBooth
                ? 'The booth is held for the customer until then.'
                : 'The booth is not held: someone else may book the date first.'}
            </p>
          </div>
        }
        cancelLabel="Keep editing"
        confirmLabel={label}
        confirmingLabel="Sending…"
        onConfirm={b.send}
      />
    </>
  )
}
