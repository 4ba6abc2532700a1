import { describe, expect, it } from 'vitest'

import { emailStaffReplies } from '../../plugins/chat/operations/emailStaffReplies'
import { chatVisitor } from '../helpers/chat'
import { readMails, waitForMail } from '../helpers/mailCapture'
import { localReq } from '../helpers/payments'
import { baseURL, staffAuth, testPayload } from '../helpers/payload'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('chat-memory.int')

const MIN = 60_000
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function staffApi() {
  const staff = await staffAuth()
  return (path: string, body?: unknown) =>
    fetch(`${baseURL()}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', ...staff.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
}

async function sessionDoc(sessionId: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'chat-sessions',
    where: { sessionId: { equals: sessionId } },
    depth: 0,
  })
  return docs[0]
}

describe('the chat remembers the visitor (stored with the session in Postgres)', () => {
  it('asks only for what is missing, then quotes with the package and town said before', async () => {
    const v = chatVisitor()
    const email = `ana-${unique()}@test.example.com`
    await v.start('Ana Gómez', email)
    const first = await v.ask('Classic for our wedding in Selkirk?')
    expect(first.kind).toBe('facts')
    expect(first.response).toContain(
      "Tell me the date and start time, and I'll quote the exact total in Selkirk",
    )
    expect(first.response!.split(/\s+/).length).toBeLessThan(40)
    const day = ownDays.date(0)
    const second = await v.ask(`It is on ${day} at 5pm, about 120 guests`)
    expect(second.kind).toBe('quote')
    expect(second.response).toMatch(/^Classic in Selkirk on .* at 5:00 PM:/)
    expect(second.response).toMatch(/Total \$[\d,]+\.\d\d \(taxes included\)/)
    expect(second.response).toMatch(/a booth is free then|no booth is free then/)
    const params = new URLSearchParams({
      package: '3',
      date: day,
      time: '17:00',
      town: 'Selkirk',
      guests: '120',
      name: 'Ana Gómez',
      email,
    })
    expect(second.response).toContain(`Book it here: /booking?${params}`)
    expect((await sessionDoc(v.state.sessionId))?.memory).toMatchObject({
      packageSlug: 'classic',
      place: 'Selkirk',
      eventDate: day,
      eventTime: '17:00',
      guests: 120,
    })
  })

  it('a question with a package, a town and a date gets the quote and the availability', async () => {
    const v = chatVisitor()
    await v.start()
    const r = await v.ask(`Ultimate in Gimli on ${ownDays.date(10)}?`)
    expect(r.kind).toBe('quote')
    expect(r.response).toMatch(/^Ultimate in Gimli on /)
    expect(r.response).toMatch(/booths? (is|are) free then|no booth is free then/)
  })
})

describe('the chat list and staff replies to visitors who left', () => {
  it('flags a chat waiting for a person, with the last message time, until staff reply', async () => {
    const v = chatVisitor()
    await v.start(`Wren ${unique()}`, `wren-${unique()}@test.example.com`)
    await v.send('Can I talk to a real person?')
    expect((await v.ask('Can I talk to a real person?')).kind).toBe('staff')
    const admin = await staffApi()
    const row = async () =>
      (await (await admin('/admin/chat-sessions')).json()).sessions.find(
        (s: { sessionId: string }) => s.sessionId === v.state.sessionId,
      )
    expect(await row()).toMatchObject({ waitingForPerson: true })
    expect((await row()).lastMessageAtLabel).toMatch(
      /^(\w{3}, \w{3} \d{1,2}, )?\d{1,2}:\d\d [AP]M$/,
    )
    await admin('/admin/send-message', { sessionId: v.state.sessionId, message: 'Hi, Sam here.' })
    expect(await row()).toMatchObject({ waitingForPerson: false })
  })

  it('emails a reply the visitor never saw (gone 2 minutes), once, with a link back', async () => {
    const gone = chatVisitor()
    const goneEmail = `gone-${unique()}@test.example.com`
    await gone.start('Gale Away', goneEmail)
    const here = chatVisitor()
    const hereEmail = `here-${unique()}@test.example.com`
    await here.start('Harper Here', hereEmail)
    const admin = await staffApi()
    for (const v of [gone, here])
      expect(
        (
          await admin('/admin/send-message', {
            sessionId: v.state.sessionId,
            message: 'Yes, Saturday works!',
          })
        ).status,
      ).toBe(201)
    await here.read() // the window was open: the reply was seen
    const req = await localReq()
    await emailStaffReplies({ req, now: new Date() }) // too soon: the visitor may still be there
    expect(readMails().filter((m) => m.to.includes(goneEmail))).toHaveLength(0)
    const later = new Date(Date.now() + 3 * MIN)
    // Two servers' runs at once: the reply is claimed by one.
    await Promise.all([
      emailStaffReplies({ req: await localReq(), now: later }),
      emailStaffReplies({ req: await localReq(), now: later }),
    ])
    const mail = await waitForMail(goneEmail, /replied to your chat/)
    expect(mail.text).toContain('Yes, Saturday works!')
    expect(mail.text).toContain('Hi Gale,')
    expect(mail.text).toMatch(/\/\?chat=open/)
    await emailStaffReplies({ req, now: new Date(Date.now() + 4 * MIN) })
    await new Promise((r) => setTimeout(r, 300))
    expect(readMails().filter((m) => m.to.includes(goneEmail))).toHaveLength(1)
    expect(readMails().filter((m) => m.to.includes(hereEmail))).toHaveLength(0)
  })
})
