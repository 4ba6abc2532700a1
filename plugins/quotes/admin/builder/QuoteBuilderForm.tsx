'use client'

import { AddOnsAndLines } from './AddOnsAndLines'
import type { BuilderInit } from './builderTypes'
import { CustomerAndEvent } from './CustomerAndEvent'
import { EventDetails } from './EventDetails'
import { ExpiryAndHold } from './ExpiryAndHold'
import { LeadPanel } from './LeadPanel'
import { PricePanel } from './PricePanel'
import { SendQuote } from './SendQuote'
import { SentResult } from './SentResult'
import { useQuoteBuilder } from './useQuoteBuilder'

/** The quote builder: the event and its lines on the left, the server's price on the right. */
export function QuoteBuilderForm({ init }: { init: BuilderInit }) {
  const b = useQuoteBuilder(init)
  if (b.sent)
    return <SentResult sent={b.sent} email={b.values.email} leadId={init.lead?.id ?? null} />
  return (
    <form
      aria-label={init.revise ? `Revise quote ${init.revise.number}` : 'New quote'}
      noValidate
      onSubmit={(e) => e.preventDefault()}
      // Side by side at 1280 px; on a phone the price panel wraps under the form.
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 'calc(var(--base) * 1.5)',
        alignItems: 'flex-start',
      }}
    >
      <div style={{ flex: '2 1 460px', minWidth: 0 }}>
        <CustomerAndEvent b={b} catalog={init.catalog} />
        <EventDetails b={b} />
        <AddOnsAndLines b={b} catalog={init.catalog} />
        <ExpiryAndHold b={b} today={init.today} />
        <SendQuote b={b} revise={init.revise} />
      </div>
      <div
        style={{
          flex: '1 1 260px',
          minWidth: 0,
          position: 'sticky',
          top: 'calc(var(--app-header-height, 60px) + 16px)',
        }}
      >
        {init.lead ? <LeadPanel lead={init.lead} /> : null}
        <PricePanel
          preview={b.preview}
          waiting={
            b.values.eventDate && b.values.address.trim()
              ? 'Finish each custom line (what it is for, and an amount) to see the price.'
              : 'Enter the event date and address to see the price.'
          }
        />
      </div>
    </form>
  )
}
