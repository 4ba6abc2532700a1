// The privacy export's summary in words (issue 49): what a person can read, beside the machine
// files. Dates in Winnipeg time, amounts in dollars; no record ids, keys, tokens or IP addresses.
import { formatCad, formatDateLong, formatTimeLabel } from '@kernel'
import { formatInstant } from '@kernel/time'

type Row = Record<string, unknown>
export type SummarySection = { kind: string; heading: string; items: string[] }

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v))
const at = (v: unknown) => (v ? `${formatInstant(String(v), 'dateTime')} (Winnipeg time)` : '')
const cents = (v: unknown) => formatCad(Number(v ?? 0))
const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Row) : null)
const quoted = (v: unknown) => `“${str(v).trim()}”`

function booking(b: Row): string {
  const pkg = str(obj(obj(b.snapshot)?.package)?.name) || 'Photo booth'
  const when = `${formatDateLong(str(b.eventDate))} at ${formatTimeLabel(str(b.eventTime))} (Winnipeg time)`
  return `Booking ${str(b.reference)}: ${pkg} on ${when}, ${str(b.address)}. Total ${cents(b.totalCents)}, paid ${cents(b.amountPaidCents)}, refunded ${cents(b.refundedCents)}. Status: ${str(b.status).replace(/_/g, ' ')}. Booked on ${at(b.createdAt)} in the name of ${str(b.firstName)} ${str(b.lastName)}, ${str(b.email)}, ${str(b.phone)}.`
}

function payment(p: Row, refOf: (id: unknown) => string): string {
  const method = str(p.method) || (p.gateway === 'offline' ? 'offline' : 'card')
  const refunded = Number(p.refundedCents ?? 0)
  return `${at(p.createdAt)}: ${cents(p.receivedCents ?? p.amountCents)} by ${method} (${str(p.purpose) || 'payment'}) for booking ${refOf(p.booking)}, ${str(p.status)}${refunded > 0 ? `; ${formatCad(refunded)} refunded` : ''}.`
}

/** Consents: marketing email, text messages, automatic payments with the saved card, agreements. */
function consents(r: Record<string, Row[]>): string[] {
  const email = (r.consents ?? []).map(
    (c) =>
      `Marketing email: ${quoted(c.wording)} Given on ${at(c.createdAt)} (${str(c.source)}); ${c.confirmedAt ? `confirmed ${at(c.confirmedAt)}` : 'not confirmed, so no consent'}.`,
  )
  const texts = (r.textConsents ?? []).map(
    (t) =>
      `Text messages to ${str(t.phone)}: ${quoted(t.consentWording)} Given on ${at(t.consentAt)} (${str(t.source)}); ${t.status === 'stopped' ? `stopped ${at(t.stoppedAt)}` : 'still subscribed'}.`,
  )
  const autopay = (r.bookings ?? []).flatMap((b) => {
    const c = obj(b.autopayConsent)
    if (!c) return []
    const card = obj(b.cardOnFile)
    return [
      `Automatic payments for booking ${str(b.reference)}: ${quoted(c.wording)} (version ${str(c.version)}) Agreed on ${at(c.at)}. ${card ? `Card kept on file: ${str(card.brand)} ending in ${str(card.last4)}.` : 'No card kept now.'} Automatic payments are ${b.autopay ? 'on' : 'off'}.`,
    ]
  })
  const signed = (r.bookings ?? []).flatMap((b) => {
    const a = obj(b.agreement)
    if (!a?.signedAt) return []
    const addenda = Array.isArray(a.addenda) ? (a.addenda as Row[]) : []
    return [
      `Rental agreement ${str(a.documentNumber)} for booking ${str(b.reference)}: signed by typing the name ${quoted(a.signatureName)} on ${at(a.signedAt)}, terms version ${str(a.version)}.`,
      ...addenda.map(
        (x) =>
          `Addendum ${str(x.number)} (${(x.changes as string[] | undefined)?.join('; ') ?? ''}): ${x.acceptedAt ? `accepted by typing ${quoted(x.acceptedName)} on ${at(x.acceptedAt)}` : 'not accepted yet'}.`,
      ),
    ]
  })
  return [...email, ...texts, ...autopay, ...signed]
}

/** Every section of the summary, in reading order, each with the kind it counts. */
export function summarySections(r: Record<string, Row[]>): SummarySection[] {
  const refs = new Map((r.bookings ?? []).map((b) => [b.id, str(b.reference)]))
  const refOf = (id: unknown) => refs.get(id as number) ?? ''
  const messages = (session: unknown) => (r.chatMessages ?? []).filter((m) => m.session === session)
  return [
    { kind: 'bookings', heading: 'Bookings', items: (r.bookings ?? []).map(booking) },
    {
      kind: 'payments',
      heading: 'Payments',
      items: (r.payments ?? []).map((p) => payment(p, refOf)),
    },
    {
      kind: 'documents',
      heading: 'Receipts, invoices and credit notes',
      items: (r.documents ?? []).map(
        (d) =>
          `${str(d.number)} (${str(d.kind).replace(/_/g, ' ')}) issued ${at(d.issuedAt)}: ${cents(d.amountCents)}, ${str(d.description)}.`,
      ),
    },
    { kind: 'consents', heading: 'Consents and signatures', items: consents(r) },
    {
      kind: 'galleryLinks',
      heading: 'Photo galleries',
      items: (r.galleryLinks ?? []).map(
        (g) =>
          `Booking ${str(g.booking)}: ${str(g.galleryUrl)}${g.expiresOn ? ` (open until ${formatDateLong(str(g.expiresOn))})` : ''}.`,
      ),
    },
    {
      kind: 'chats',
      heading: 'Chats',
      items: (r.chats ?? []).map((c) =>
        [
          `Chat of ${at(c.createdAt)}:`,
          ...messages(c.id).map(
            (m) => `${m.sender === 'visitor' ? 'You' : 'Us'} (${at(m.createdAt)}): ${str(m.text)}`,
          ),
        ].join('\n'),
      ),
    },
    {
      kind: 'emails',
      heading: 'Emails we sent you',
      items: (r.emails ?? []).map(
        (e) => `${at(e.createdAt)}: ${quoted(e.subject)} to ${str(e.to)} (${str(e.status)}).`,
      ),
    },
    ...otherSections(r),
  ]
}

function otherSections(r: Record<string, Row[]>): SummarySection[] {
  return [
    {
      kind: 'inquiries',
      heading: 'Requests and messages you sent',
      items: (r.inquiries ?? []).map(
        (i) => `${at(i.createdAt)} (${str(i.kind).replace(/_/g, ' ')}): ${str(i.message)}`,
      ),
    },
    {
      kind: 'carts',
      heading: 'Bookings started but not finished',
      items: (r.carts ?? []).map((c) => `Last active ${at(c.lastActivity)}.`),
    },
    {
      kind: 'subscriptions',
      heading: 'Newsletter sign-ups',
      items: (r.subscriptions ?? []).map(
        (s) => `${at(s.createdAt)} (${str(s.source)})${s.unsubscribed ? ', unsubscribed' : ''}.`,
      ),
    },
    {
      kind: 'unsubscribes',
      heading: 'Unsubscribes',
      items: (r.unsubscribes ?? []).map(
        (u) => `${at(u.createdAt)}: from ${str(u.list)} (${str(u.method)}).`,
      ),
    },
  ]
}
