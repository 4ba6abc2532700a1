import { describe, expect, it } from 'vitest'

import { baseURL, staffAuth, testPayload } from '../helpers/payload'

const api = (path: string, init?: RequestInit) => fetch(`${baseURL()}/api${path}`, init)
const json = { 'Content-Type': 'application/json' }

describe('access control', () => {
  it('makes the very first account an admin, whatever role was asked for', async () => {
    const payload = await testPayload()
    await payload.delete({ collection: 'users', where: { id: { exists: true } } })
    const first = await payload.create({
      collection: 'users',
      data: {
        email: 'owner@test.example.com',
        password: 'correct-horse-battery-staple',
        roles: ['staff'],
      },
    })
    expect(first.roles).toEqual(['admin'])
    const second = await payload.create({
      collection: 'users',
      data: {
        email: 'second@test.example.com',
        password: 'correct-horse-battery-staple',
        roles: ['staff'],
      },
    })
    expect(second.roles).toEqual(['staff'])
  })

  it('lets anyone read active packages but nobody anonymous write them', async () => {
    const list = await api('/packages?limit=10')
    expect(list.status).toBe(200)
    expect((await list.json()).totalDocs).toBe(5)
    const create = await api('/packages', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Free', slug: 'free', price: 0 }),
    })
    expect(create.status).toBe(403)
    const update = await api('/packages/4', {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ price: 1 }),
    })
    expect(update.status).toBe(403)
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'packages', id: 4 })).price).toBe(499)
  })

  it('hides inactive packages from visitors and shows them to staff', async () => {
    const payload = await testPayload()
    const hidden = await payload.create({
      collection: 'packages',
      data: {
        name: 'Retired',
        slug: 'retired-pkg',
        price: 99,
        durationMinutes: 60,
        active: false,
        displayOrder: 99,
      },
    })
    try {
      const anon = await (await api('/packages?limit=50')).json()
      expect(anon.docs.map((p: { slug: string }) => p.slug)).not.toContain('retired-pkg')
      expect((await api(`/packages/${hidden.id}`)).status).toBe(404)
      const { headers } = await staffAuth('staff')
      const staff = await (await api('/packages?limit=50', { headers })).json()
      expect(staff.docs.map((p: { slug: string }) => p.slug)).toContain('retired-pkg')
    } finally {
      await payload.delete({ collection: 'packages', id: hidden.id })
    }
  })

  it('never shows promo codes to visitors, active or not', async () => {
    const res = await api('/promo-codes')
    expect(res.status).toBe(403)
    expect(JSON.stringify(await res.json())).not.toContain('SITETESTCODE')
    const { headers } = await staffAuth('staff')
    const staff = await (await api('/promo-codes?limit=20', { headers })).json()
    expect(staff.docs.map((p: { code: string }) => p.code)).toContain('SITETESTCODE')
  })

  it('shows drafts of blog posts to staff only', async () => {
    const payload = await testPayload()
    const draft = await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: 'Secret draft',
        slug: 'secret-draft',
        excerpt: 'x',
        publishedDate: '2025-06-01',
        _status: 'draft',
        body: undefined as never,
      },
    })
    try {
      const anon = await (await api('/posts?limit=50&draft=true')).json()
      expect(anon.docs.map((p: { slug: string }) => p.slug)).not.toContain('secret-draft')
      expect(anon.totalDocs).toBe(6)
      expect((await api(`/posts/${draft.id}?draft=true`)).status).toBe(404)
      const { headers } = await staffAuth('staff')
      const staff = await (await api(`/posts/${draft.id}?draft=true`, { headers })).json()
      expect(staff.title).toBe('Secret draft')
    } finally {
      await payload.delete({ collection: 'posts', id: draft.id })
    }
  })

  it('lets staff edit prices but only admins manage accounts', async () => {
    const { headers } = await staffAuth('staff')
    const ok = await api('/add-ons/1', {
      method: 'PATCH',
      headers: { ...headers, ...json },
      body: JSON.stringify({ description: 'Edited by staff' }),
    })
    expect(ok.status).toBe(200)
    const users = await api('/users', {
      method: 'POST',
      headers: { ...headers, ...json },
      body: JSON.stringify({
        email: 'x@test.example.com',
        password: 'abcdefgh12345',
        roles: ['admin'],
      }),
    })
    expect(users.status).toBe(403)
    expect((await api('/users')).status).toBe(403)
  })

  it('rejects a price with fractions of a cent and keeps the saved price', async () => {
    const { headers } = await staffAuth('staff')
    const res = await api('/packages/2', {
      method: 'PATCH',
      headers: { ...headers, ...json },
      body: JSON.stringify({ price: 299.999 }),
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('two decimals')
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'packages', id: 2 })).price).toBe(299)
  })
})
