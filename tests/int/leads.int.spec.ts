import { describe, expect, it } from 'vitest'

import { baseURL, testPayload } from '../helpers/payload'
import { staffApi } from '../helpers/staff'
import { visitorIp } from '../helpers/visitorIp'

// An outside-area request from the public form becomes a new lead; staff move it along.
async function outsideAreaLead() {
  const email = `lead-${Date.now()}@test.example.com`
  const res = await fetch(`${baseURL()}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitorIp() },
    body: JSON.stringify({
      name: 'Lead Person',
      email,
      phone: '2045550142',
      message: 'A wedding in Thompson in July, can you come?',
    }),
  })
  expect(res.status).toBeLessThan(300)
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'inquiries',
    where: { email: { equals: email } },
  })
  return docs[0]!
}

describe('leads', () => {
  it('start new; lost needs a reason; every change and note goes into the history', async () => {
    const lead = await outsideAreaLead()
    expect([lead.status, lead.history ?? []]).toEqual(['new', []])
    const staff = await staffApi()
    const contacted = await staff.patch(`/inquiries/${lead.id}`, {
      status: 'contacted',
      staffNote: 'Called, left a message',
    })
    expect(contacted.status).toBe(200)
    const lost = await staff.patch(`/inquiries/${lead.id}`, { status: 'lost' })
    expect(lost.status).toBe(400)
    expect(JSON.stringify(await lost.json())).toContain('Choose why the lead was lost.')
    const lostWithReason = await staff.patch(`/inquiries/${lead.id}`, {
      status: 'lost',
      lostReason: 'date_taken',
    })
    expect(lostWithReason.status).toBe(200)
    const stored = await (await testPayload()).findByID({ collection: 'inquiries', id: lead.id })
    expect([stored.status, stored.lostReason, stored.staffNote ?? null]).toEqual([
      'lost',
      'date_taken',
      null,
    ])
    expect(stored.history?.map((h) => [h.action, h.note ?? null])).toEqual([
      ['New → Contacted', null],
      ['Note', 'Called, left a message'],
      ['Contacted → Lost', 'Reason: Date taken'],
    ])
  })
})
