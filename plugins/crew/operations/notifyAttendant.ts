import type { PayloadRequest } from 'payload'

import { formatDateLong, formatTimeOrDash } from '@kernel'
import { afterCommit, siteOrigin } from '@server-kit'

import { boothLabel } from '../core/boothLabel'

type Notice = {
  attendant: { email: string; name?: string | null }
  booking: { reference?: string | null; eventDate: string; eventTime: string; address: string }
  booth: string
}

/** The assignment email (after the commit: a mail server that is down never undoes it). */
export async function notifyAttendant(req: PayloadRequest, notice: Notice): Promise<void> {
  const { booking, attendant } = notice
  const when = `${formatDateLong(booking.eventDate)} at ${formatTimeOrDash(booking.eventTime)}`
  const link = `${siteOrigin()}/admin/crew`
  const text = [
    `Hi ${attendant.name || 'there'},`,
    '',
    `You have been asked to run ${boothLabel(notice.booth)} for booking ${booking.reference ?? ''}:`,
    `${when}, ${booking.address}.`,
    '',
    `Please accept or decline on your events page: ${link}`,
  ].join('\n')
  await afterCommit(req, async () => {
    await req.payload.sendEmail({
      to: attendant.email,
      subject: `New event for you: ${when}`,
      text,
      html: `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`,
    })
  })
}
