import { isCents, isValidDateString } from '@kernel'
import type { QuoteInput } from './quoteInput'
import type { QuoteError } from './types'

function assertConfig(input: QuoteInput, depositPercent: number): void {
  // These come from the server, not the customer: a bad value is a bug, so throw.
  if (!isCents(input.travelSurchargeCents) || input.travelSurchargeCents < 0)
    throw new RangeError('Invalid travelSurchargeCents')
  if (!isCents(input.pkg.priceCents) || input.pkg.priceCents < 0)
    throw new RangeError('Invalid package price')
  if (!(depositPercent >= 0 && depositPercent <= 100))
    throw new RangeError('Invalid depositPercent')
  if (!isValidDateString(input.today)) throw new RangeError(`Invalid today: ${input.today}`)
}

/** Throws on a bad server-side value; returns the customer's first invalid choice, or null. */
export function quoteInputError(input: QuoteInput, depositPercent: number): QuoteError | null {
  assertConfig(input, depositPercent)
  const { pkg, paymentType, eventDate } = input
  if (!pkg.bookable)
    return {
      code: 'package_not_bookable',
      message: `${pkg.name} cannot be booked online`,
      field: 'package',
    }
  if (!isValidDateString(eventDate))
    return { code: 'date_invalid', message: 'Invalid event date', field: 'eventDate' }
  if (paymentType !== 'full' && paymentType !== 'deposit' && paymentType !== 'plan')
    return { code: 'payment_type_invalid', message: 'Invalid payment option', field: 'paymentType' }
  return null
}
