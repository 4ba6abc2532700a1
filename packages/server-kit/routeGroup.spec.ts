import { describe, expect, it } from 'vitest'

import { routeGroup, statusClass } from './routeGroup'

describe('routeGroup', () => {
  it('names each part of the site by a fixed label', () => {
    expect(routeGroup('/_next/static/chunks/a.js')).toBe('assets')
    expect(routeGroup('/favicon.ico')).toBe('assets')
    expect(routeGroup('/api/ready')).toBe('probes')
    expect(routeGroup('/api/metrics')).toBe('probes')
    expect(routeGroup('/api/stripe/webhook')).toBe('webhooks')
    expect(routeGroup('/api/bookings/12?depth=0')).toBe('api')
    expect(routeGroup('/admin/collections/bookings')).toBe('admin')
    expect(routeGroup('/booking?step=2')).toBe('booking')
    expect(routeGroup('/booking-success')).toBe('booking')
    expect(routeGroup('/gallery/abc')).toBe('gallery')
    expect(routeGroup('/review/12')).toBe('reviews')
    expect(routeGroup('/quote/3')).toBe('quotes')
    expect(routeGroup('/')).toBe('pages')
    expect(routeGroup('/blog/some-post')).toBe('pages')
    expect(routeGroup(undefined)).toBe('pages')
  })

  it('does not mistake a page for another group by its prefix', () => {
    expect(routeGroup('/administrator')).toBe('pages')
    expect(routeGroup('/reviews-from-2025')).toBe('pages')
    expect(routeGroup('/apis')).toBe('pages')
  })

  it('classes statuses', () => {
    expect([200, 304, 404, 503].map(statusClass)).toEqual(['2xx', '3xx', '4xx', '5xx'])
  })
})
