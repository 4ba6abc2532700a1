import { describe, expect, it } from 'vitest'

import { notConnectedCalendar, type CalendarSync } from '../adapters/CalendarSync'
import { gazetteerGeocoder } from '../adapters/geocoder'
import { notConnectedNotifier } from '../adapters/Notifier'
import type { GatewayFactory } from '../adapters/PaymentGateway'
import { sanitizeBookingConfig } from './sanitizeBookingConfig'

const gateway = (() => null) as unknown as GatewayFactory

describe('sanitizeBookingConfig', () => {
  it('fills every default: on, the gazetteer, nothing connected, the host slugs', () => {
    const c = sanitizeBookingConfig({ gateway })
    expect(c.enabled).toBe(true)
    expect(c.gateway).toBe(gateway)
    expect(c.adapters).toEqual({
      geocoder: gazetteerGeocoder,
      calendar: notConnectedCalendar,
      notifier: notConnectedNotifier,
    })
    expect(c.slugs).toEqual({
      packages: 'packages',
      addOns: 'add-ons',
      backdrops: 'backdrops',
      promoCodes: 'promo-codes',
      serviceAreas: 'service-areas',
      media: 'media',
      siteSettings: 'site-settings',
    })
  })

  it('keeps what the host gave and reads only enabled: false as off', () => {
    const calendar = { ...notConnectedCalendar } as CalendarSync
    expect(sanitizeBookingConfig({ gateway, calendar }).adapters.calendar).toBe(calendar)
    expect(sanitizeBookingConfig({ gateway, enabled: false }).enabled).toBe(false)
    expect(sanitizeBookingConfig({ gateway, enabled: undefined }).enabled).toBe(true)
  })
})
