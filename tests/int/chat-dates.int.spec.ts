import { beforeAll, describe, expect, it } from 'vitest'

import { formatDateLong } from '@kernel'
import { START_TIMES } from '../../plugins/booking/core'
import { describeStartTimes } from '../../plugins/chat/core/availabilityReply'
import { dateInDays, get, post } from '../helpers/booking'
import { chatVisitor } from '../helpers/chat'
import { waitForMail } from '../helpers/mailCapture'
import { paidBooking } from '../helpers/selfService'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('chat-dates.int')

// A day no other test books: Ultimate with Two Photo Booths at 2:00 PM takes both booths.
const DAY = ownDays.date(0)
const spoken = formatDateLong(DAY, { weekday: false }) // 'August 3, 2028': how people ask
let booked: Awaited<ReturnType<typeof paidBooking>>

/** The wizard's own answer for every start time that day (GET /api/calendar/availability). */
async function freeTimesFromWizardEndpoint(packageName?: string) {
  const free: string[] = []
  for (const time of START_TIMES) {
    const query = new URLSearchParams({ date: DAY, time, ...(packageName ? { packageName } : {}) })
    const res = await get(`/calendar/availability?${query}`)
    expect(res.status).toBe(200)
    const { booth1, booth2 } = await res.json()
    if (booth1 || booth2) free.push(time)
  }
  return free
}

beforeAll(async () => {
  booked = await paidBooking({
    packageId: 4,
    eventDate: DAY,
    eventTime: '14:00',
    selectedAddOns: [2],
    addOnQuantities: '{"2":1}',
  })
}, 60_000)

describe('chat: date questions get availability answers', () => {
  const visitor = chatVisitor()

  it('a date alone: the start times free that day, as the wizard’s availability check finds them', async () => {
    const free = await freeTimesFromWizardEndpoint()
    expect(free).toContain('08:00')
    expect(free).not.toContain('14:00')
    const { response, kind } = await visitor.ask(`Is ${spoken} available?`, false)
    expect(kind).toBe('availability')
    expect(response).toContain(
      `On ${formatDateLong(DAY)} a booth is free for an event of up to 4 hours starting ${describeStartTimes(free)}.`,
    )
    expect(response).toContain('/booking')
  })

  it('a package without a time: that package’s free start times, with its booking link', async () => {
    const free = await freeTimesFromWizardEndpoint('Classic')
    const { response, kind } = await visitor.ask(`Is the Classic available on ${spoken}?`, false)
    expect(kind).toBe('availability')
    expect(response).toContain(`for Classic (2.5 hours) starting ${describeStartTimes(free)}`)
    expect(response).toContain('/booking?package=3')
  })

  it('a named time: whether a booth is free then', async () => {
    const taken = await visitor.ask(`Is the Ultimate available on ${spoken} at 2pm?`, false)
    expect(taken.kind).toBe('availability')
    expect(taken.response).toContain(
      `Sorry, both booths are taken on ${formatDateLong(DAY)} at 2:00 PM for Ultimate (4 hours).`,
    )
    expect(taken.response).toContain('A booth is free that day for a start between 8:00 AM and')
    const free = await visitor.ask(`Do you have Classic free on ${DAY} at 9:30 pm?`, false)
    expect(free.response).toBe(
      `Yes: a booth is free on ${formatDateLong(DAY)} at 9:30 PM for Classic (2.5 hours).\nBook it here: /booking?package=3`,
    )
  })

  it('answers the issue’s question, "Is June 12, 2027 available?"', async () => {
    const { response, kind } = await visitor.ask('Is June 12, 2027 available?', false)
    expect(kind).toBe('availability')
    expect(response).toMatch(
      /Saturday, June 12, 2027 a booth is free .* starting between 8:00 AM and/,
    )
  })

  it('a date too soon is refused with the notice rule and the phone', async () => {
    const soon = dateInDays(3)
    const { response } = await visitor.ask(`Is ${soon} available?`, false)
    expect(response).toContain(`${formatDateLong(soon)} is too soon to book online`)
    expect(response).toContain('(204) 555-0142')
  })
})

describe('chat: two questions at once, and towns', () => {
  const visitor = chatVisitor()

  it('"What are your hours and do you go to Gimli?" gets both answered', async () => {
    const { response } = await visitor.ask('What are your hours and do you go to Gimli?', false)
    expect(response).toMatch(/8:00 AM.*10:00 PM/)
    expect(response).toMatch(/Yes, we serve Gimli/)
    expect(response!.indexOf('Our hours')).toBeLessThan(response!.indexOf('Gimli'))
  })

  it.each(['Thompson', 'Brandon'])(
    'a town outside the area (%s) is offered the outside-area request',
    async (town) => {
      const { response, kind } = await visitor.ask(`Do you go to ${town}?`, false)
      expect(kind).toBe('outside_area')
      expect(response).toContain(`${town} is outside our service area for online booking`)
      expect(response).toContain(`/service-areas?outside=${town}`)
    },
  )

  it('an unlisted town inside the area gets the travel fee the booking would charge', async () => {
    const quote = await post('/quote', {
      packageId: 3,
      eventDate: DAY,
      eventTime: '10:00',
      selectedAddOns: [],
      address: 'Stonewall, MB',
      paymentType: 'full',
    })
    expect(quote.status).toBe(200)
    const { travelSurcharge } = await quote.json()
    const { response, kind } = await visitor.ask('Do you travel to Stonewall?', false)
    expect(kind).toBe('facts')
    expect(response).toContain(`the travel fee is ${travelSurcharge.text}`)
  })
})

describe('emails: add-on lines read like the success page', () => {
  it('the confirmation lists "Two Photo Booths (4 h) — $396.00"', async () => {
    const mail = await waitForMail(booked.email, /booked/)
    expect(mail.text).toContain('Add-on: Two Photo Booths (4 h) — $396.00')
    expect(mail.text).not.toMatch(/\d × —/)
  })
})
