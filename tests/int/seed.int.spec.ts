import { describe, expect, it } from 'vitest'

import { seed } from '@/seed'

import { testPayload } from '../helpers/payload'

describe('seed', () => {
  it('numbers the packages as the spec maps them, with the listing prices and durations', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'packages', sort: 'id', limit: 10 })
    expect(docs.map((p) => [p.id, p.name, p.price, p.durationMinutes])).toEqual([
      [1, 'Digital Lite', 199, 90],
      [2, 'Digital Plus', 299, 150],
      [3, 'Classic', 399, 150],
      [4, 'Ultimate', 499, 240],
      [5, 'Custom', null, null],
    ])
    expect(docs[0].selfServe).toBe(true)
    expect(docs.filter((p) => p.selfServe)).toHaveLength(1)
    expect(docs[4].bookable).toBe(false)
    expect(docs[4].recommendedFor).toContain('250')
  })

  it('lists packages in the display order Ultimate, Classic, Digital Plus, Digital Lite, Custom', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'packages', sort: 'displayOrder' })
    expect(docs.map((p) => p.name)).toEqual([
      'Ultimate',
      'Classic',
      'Digital Plus',
      'Digital Lite',
      'Custom',
    ])
  })

  it('has the four add-ons in order with the Self-Serve overrides as data', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'add-ons', sort: 'displayOrder', depth: 0 })
    expect(docs.map((a) => [a.name, a.pricingRule, a.price, a.unitMinutes ?? null])).toEqual([
      ['Extra Time', 'per_unit', 69, 60],
      ['Two Photo Booths', 'per_booth_hour', 99, null],
      ['Early Set-Up Fee', 'per_unit', 19, 30],
      ['Custom Backdrop', 'flat', 249, null],
    ])
    const [extra, booths, early, backdrop] = docs
    expect(extra.overrides?.map((o) => [o.package, o.pricingRule, o.price, o.unitMinutes])).toEqual(
      [[1, 'per_unit', 29, 30]],
    )
    expect(booths.overrides?.map((o) => [o.package, o.pricingRule, o.price])).toEqual([
      [1, 'flat', 199],
    ])
    expect(early.overrides?.map((o) => [o.package, o.notOffered])).toEqual([[1, true]])
    expect(backdrop.leadTimeDays).toBe(21)
  })

  it('seeds the content the site needs', async () => {
    const payload = await testPayload()
    const count = async (
      collection: 'backdrops' | 'posts' | 'faqs' | 'service-areas' | 'pages' | 'promo-codes',
    ) => (await payload.count({ collection })).totalDocs
    expect(await count('backdrops')).toBeGreaterThanOrEqual(6)
    expect(await count('posts')).toBe(6)
    expect(await count('faqs')).toBeGreaterThanOrEqual(10)
    expect(await count('service-areas')).toBe(6)
    expect(await count('pages')).toBe(3) // terms, privacy, accessibility
    const featured = await payload.find({
      collection: 'posts',
      where: { featured: { equals: true } },
    })
    expect(featured.totalDocs).toBe(1)
    const areas = await payload.find({ collection: 'service-areas', sort: 'displayOrder' })
    expect(areas.docs.map((a) => a.name)).toEqual([
      'Winnipeg',
      'Selkirk',
      'Steinbach',
      'Portage la Prairie',
      'Niverville',
      'Gimli',
    ])
    const terms = await payload.find({ collection: 'pages', where: { slug: { equals: 'terms' } } })
    expect(terms.docs[0].effectiveDate.slice(0, 10)).toBe('2025-01-03')
    const backdrops = await payload.find({ collection: 'backdrops', depth: 1 })
    for (const b of backdrops.docs) expect(typeof b.image === 'object' && b.image?.url).toBeTruthy()
  })

  it('seeds the promo codes with SITETESTCODE inactive', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'promo-codes', sort: 'code' })
    const byCode = Object.fromEntries(
      docs.map((p) => [p.code, [p.discountType, p.discountValue, p.active]]),
    )
    expect(byCode).toEqual({
      FANDFAM50: ['percentage', 50, true],
      LAUNCH20: ['percentage', 20, true],
      MAKERS20: ['percentage', 20, true],
      SITETESTCODE: ['percentage', 99, false],
      THANKYOU15: ['percentage', 15, true],
    })
  })

  it('is idempotent and never overwrites staff edits', async () => {
    const payload = await testPayload()
    const before = await payload.count({ collection: 'faqs' })
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    await payload.updateGlobal({ slug: 'site-settings', data: { phone: '(204) 000-0000' } })
    await seed({ payload })
    expect((await payload.count({ collection: 'faqs' })).totalDocs).toBe(before.totalDocs)
    expect((await payload.count({ collection: 'packages' })).totalDocs).toBe(5)
    expect((await payload.findGlobal({ slug: 'site-settings' })).phone).toBe('(204) 000-0000')
    await payload.updateGlobal({ slug: 'site-settings', data: { phone: settings.phone } })
  })
})
