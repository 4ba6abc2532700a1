import type { PayloadRequest } from 'payload'

import { formatDateLong, formatTimeOrDash } from '@kernel'
import { telegramToChat } from '@integrations/server'
import { queueSms } from '@outbox/server'
import { renderEmail } from '@email'
import { afterCommit, siteOrigin } from '@server-kit'

import { boothLabel } from '../core/boothLabel'
import { assignmentText } from '../core/crewTexts'

type Notice = {
  attendant: {
    email: string
    name?: string | null
    phone?: string | null
    telegramChatId?: string | null
  }
  booking: {
    id: number
    reference?: string | null
    eventDate: string
    eventTime: string
    address: string
  }
  booth: string
}

/**
 * The assignment: by email (after the commit: a mail server that is down never undoes it), and
 * by Telegram and text message when the attendant gave a chat or a phone and those are set up.
 * Both are queued in the assignment's transaction and retried; none carries a secret.
 */
export async function notifyAttendant(req: PayloadRequest, notice: Notice): Promise<void> {
  const { booking, attendant } = notice
  const when = `${formatDateLong(booking.eventDate)} at ${formatTimeOrDash(booking.eventTime)}`
  const link = `${siteOrigin()}/admin/crew`
  const email = renderEmail(`New event for you: ${when}`, [
    `Hi ${attendant.name || 'there'},`,
    `You have been asked to run ${boothLabel(notice.booth)} for booking ${booking.reference ?? ''}:`,
    `${when}, ${booking.address}.`,
    { link: ['Accept or decline on your events page', link] },
  ])
  const short = assignmentText({
    reference: booking.reference ?? '',
    booth: boothLabel(notice.booth),
    date: formatDateLong(booking.eventDate),
    time: formatTimeOrDash(booking.eventTime),
    address: booking.address,
    link,
  })
  await telegramToChat(req, attendant.telegramChatId, short)
  await queueSms(req, {
    to: attendant.phone,
    text: short,
    kind: 'attendant_assignment',
    audience: 'crew',
    bookingId: booking.id,
  })
  await afterCommit(req, async () => {
    await req.payload.sendEmail({ to: attendant.email, ...email })
  })
}
