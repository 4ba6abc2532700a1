import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { readMails, waitForMail } from '../helpers/mailCapture'
import { baseURL } from '../helpers/payload'
import { visitorIp } from '../helpers/visitorIp'

// Issue 48, case 13: five sign-ups for one address at the same moment sent two confirmation
// emails, or answered four of them with a raw 400 "Value must be unique".
const sql = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
afterAll(() => sql.end())

let n = 0
const address = () => `race-${Date.now()}-${n++}@test.example.com`

/** One sign-up from its own visitor (its own per-client limit): status and body as text. */
async function signUp(email: string) {
  const res = await fetch(`${baseURL()}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitorIp() },
    body: JSON.stringify({ email }),
  })
  return `${res.status} ${await res.text()}`
}

const rows = async (email: string) =>
  (
    await sql.query(
      `select (select count(*)::int from subscribers where lower(email) = $1) as subscribers,
              (select count(*)::int from consents where lower(email) = $1) as consents,
              (select count(*)::int from outbox where lower("to") = $1 and kind = 'newsletter_confirm') as emails`,
      [email],
    )
  ).rows[0]

const confirmations = (email: string) =>
  readMails().filter((m) => m.to.includes(email) && /Confirm your subscription/.test(m.subject))

describe('newsletter sign-up under races (issue 48, case 13)', () => {
  it('five at once for a new address: one answer for all, one row, one confirmation email', async () => {
    // Three addresses, five sign-ups each: a race the old code lost in most rounds.
    const emails = [address(), address(), address()]
    const answers = await Promise.all(
      emails.map((email) => Promise.all(Array.from({ length: 5 }, () => signUp(email)))),
    )
    const first = answers[0]![0]!
    expect(first).toMatch(/^200 /)
    expect(answers).toEqual(emails.map(() => Array.from({ length: 5 }, () => first)))
    for (const email of emails) {
      expect(await rows(email)).toEqual({ subscribers: 1, consents: 1, emails: 1 })
      await waitForMail(email, /Confirm your subscription/)
    }
    // Time for a second message to arrive, if one had been sent.
    await new Promise((r) => setTimeout(r, 1_500))
    for (const email of emails) expect(confirmations(email)).toHaveLength(1)
  })

  it('a sign-up for an address already on the list (pending or confirmed) answers the same, and sends nothing more that day', async () => {
    const fresh = await signUp(address())
    const email = address()
    expect(await signUp(email)).toBe(fresh)
    await waitForMail(email, /Confirm your subscription/)
    // Already on the list, asked today: the same answer, five times at once, and no new email.
    expect(await Promise.all(Array.from({ length: 5 }, () => signUp(email)))).toEqual(
      Array.from({ length: 5 }, () => fresh),
    )
    // Confirmed: still the same answer.
    await sql.query(`update consents set confirmed_at = now() where lower(email) = $1`, [email])
    expect(await signUp(email)).toBe(fresh)
    expect(await rows(email)).toEqual({ subscribers: 1, consents: 1, emails: 1 })
    await new Promise((r) => setTimeout(r, 1_000))
    expect(confirmations(email)).toHaveLength(1)
  })
})
