'use client'

import { formatDateLong, formatTimeLabel } from '@kernel'
import { useApi } from '@admin-kit/useApi'
import { bookingApi } from '@booking/contract'

import type { BuilderCatalog } from './builderTypes'
import type { QuoteBuilder } from './useQuoteBuilder'

/** Both booths at the chosen date, time and package (the wizard's availability check), so staff
 * see before sending whether the quote can be booked as written. */
export function BoothCheck({ b, catalog }: { b: QuoteBuilder; catalog: BuilderCatalog }) {
  const { eventDate: date, eventTime: time, packageId } = b.values
  const packageName = catalog.packages.find((p) => String(p.id) === packageId)?.name
  const key = /^\d{4}-\d\d-\d\d$/.test(date) ? `${date} ${time} ${packageName ?? ''}` : null
  const { data, failure, loading } = useApi(key, (signal) =>
    bookingApi.availability({ query: { date, time, packageName } }, { signal }),
  )
  const when = key ? `${formatDateLong(date)} at ${formatTimeLabel(time)}` : ''
  const words = !key
    ? 'Choose the event date to check the booths.'
    : loading || (!data && !failure)
      ? 'Checking both booths…'
      : failure
        ? `The booths could not be checked: ${failure.message}`
        : `${when}: ${boothWord('Booth 1', data!.booth1)}; ${boothWord('Booth 2', data!.booth2)}.${
            !data!.booth1 && !data!.booth2 && data!.message ? ` ${data!.message}` : ''
          }`
  return (
    <p aria-live="polite" data-testid="quote-booth-check" style={{ margin: '0 0 16px' }}>
      {words}
    </p>
  )
}

const boothWord = (name: string, free: boolean) => `${name} ${free ? 'free' : 'taken'}`
