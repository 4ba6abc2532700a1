import type { Config, Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { notConnectedNotifier, type Notifier } from '../adapters/Notifier'
import type { GatewayFactory } from '../adapters/PaymentGateway'
import { bookingRuntime, withBookingRuntime } from './bookingRuntime'
import { sanitizeBookingConfig } from './sanitizeBookingConfig'

const gateway = (() => null) as unknown as GatewayFactory
const payloadOf = (config: Config) => ({ config }) as unknown as Payload

describe('bookingRuntime', () => {
  it('reads back the adapters and slugs the plugin left, beside other plugins’ custom keys', () => {
    const notifier = { ...notConnectedNotifier } as Notifier
    const booking = sanitizeBookingConfig({ gateway, notifier })
    const config = withBookingRuntime({ custom: { carts: 1 } } as unknown as Config, booking)
    const runtime = bookingRuntime(payloadOf(config))
    expect(runtime.adapters.notifier).toBe(notifier)
    expect(runtime.slugs).toEqual(booking.slugs)
    expect(config.custom?.carts).toBe(1)
  })

  it('gives the defaults when the plugin left nothing (off), and the galleries’ lookup when added', async () => {
    const off = bookingRuntime(payloadOf({} as Config))
    expect(off.adapters.notifier).toBe(notConnectedNotifier)
    expect(off.slugs.promoCodes).toBe('promo-codes')
    const gallery = async () => null
    const config = withBookingRuntime({} as Config, sanitizeBookingConfig({ gateway }))
    const withGallery = { ...config, custom: { booking: { ...config.custom?.booking, gallery } } }
    expect(bookingRuntime(payloadOf(withGallery)).gallery).toBe(gallery)
  })
})
