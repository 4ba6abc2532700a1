'use client'

import Link from 'next/link'

import { BoothKeyPanel } from '@galleries/client'

import type { RunSheet } from '../presenters/runSheet'
import { CollectBalance } from './CollectBalance'
import { AttendantCheckIn } from './AttendantCheckIn'
import { card, dl, h2 } from './crewStyles'
import { PackingList } from './PackingList'
import { StaffAttendance, StaffBalance } from './StaffRunSheetParts'

const Item = ({ term, value }: { term: string; value: string | null | undefined }) => (
  <div>
    <dt style={{ fontWeight: 600, display: 'inline' }}>{term}: </dt>
    <dd style={{ display: 'inline', margin: 0 }}>{value || 'Not given'}</dd>
  </div>
)

/**
 * One event's run sheet, phone first: when, where, what, packing, design, customer, money. The
 * owner and staff read the same sheet (`attendant` given): who works it, nothing to tick.
 */
export function RunSheetPanel({
  sheet: s,
  attendant,
}: {
  sheet: RunSheet
  /** Staff's view: the attendant's name, or null when nobody is assigned to this booth yet. */
  attendant?: string | null
}) {
  const staff = attendant !== undefined
  return (
    <div style={{ maxWidth: 640 }}>
      <p>
        {staff ? (
          <Link href={`/admin/collections/bookings/${s.bookingId}`}>← Booking {s.reference}</Link>
        ) : (
          <Link href="/admin/crew">← My events</Link>
        )}
      </p>
      <section aria-labelledby="rs-when" style={card}>
        <h2 id="rs-when" style={h2}>
          {s.date}
        </h2>
        <dl style={dl}>
          <Item term="Arrive (setup starts)" value={s.arrival} />
          <Item term="Event" value={`${s.eventStart} to ${s.eventEnd}`} />
          <Item term="Teardown done by" value={s.teardownEnd} />
          <Item term="Booth" value={`${s.booth} · booking ${s.reference}`} />
          {staff ? <Item term="Attendant" value={attendant ?? 'No attendant yet'} /> : null}
        </dl>
        {staff ? <StaffAttendance sheet={s} /> : <AttendantCheckIn sheet={s} />}
      </section>
      <section aria-labelledby="rs-where" style={card}>
        <h2 id="rs-where" style={h2}>
          Where
        </h2>
        <p style={{ margin: '0 0 8px' }}>
          {s.address}{' '}
          <a href={s.mapUrl} rel="noopener noreferrer" target="_blank">
            Open in maps
          </a>
        </p>
        <dl style={dl}>
          <Item term="Venue contact" value={s.venueContact} />
          <Item term="Where the booth goes" value={s.placement} />
          <Item term="Power outlet nearby" value={s.power} />
          <Item term="Getting in" value={s.access} />
        </dl>
      </section>
      <section aria-labelledby="rs-what" style={card}>
        <h2 id="rs-what" style={h2}>
          What
        </h2>
        <dl style={dl}>
          <Item term="Package" value={s.packageName} />
          <Item term="Backdrop" value={s.backdropName} />
          <Item
            term="Add-ons"
            value={
              s.addOns
                .map((a) => (a.quantity > 1 ? `${a.name} × ${a.quantity}` : a.name))
                .join(', ') || 'None'
            }
          />
        </dl>
      </section>
      <PackingList assignmentId={s.assignmentId} items={s.packing} readOnly={staff} />
      <section aria-labelledby="rs-design" style={card}>
        <h2 id="rs-design" style={h2}>
          Design
        </h2>
        {s.design ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img alt="The approved print design" src={s.design.url} style={{ maxWidth: '100%' }} />
        ) : (
          <p style={{ margin: '0 0 8px' }}>No approved design on file.</p>
        )}
        <dl style={dl}>
          <Item term="Frame text" value={s.frameText} />
          <Item term="Welcome screen" value={s.welcomeScreenText} />
        </dl>
      </section>
      <section aria-labelledby="rs-customer" style={card}>
        <h2 id="rs-customer" style={h2}>
          Customer
        </h2>
        <p style={{ margin: 0 }}>
          {s.customerName}
          {s.customerPhoneHref ? (
            <>
              {' · '}
              <a href={s.customerPhoneHref}>{s.customerPhone}</a>
            </>
          ) : null}
        </p>
      </section>
      {staff ? (
        <StaffBalance balance={s.balanceToCollect} />
      ) : (
        <>
          <BoothKeyPanel bookingId={s.bookingId} />
          <CollectBalance assignmentId={s.assignmentId} balance={s.balanceToCollect} />
        </>
      )}
    </div>
  )
}
