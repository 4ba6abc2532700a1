'use client'

import type { EventInput, EventSourceFuncArg } from '@fullcalendar/core'
import dayGridPlugin from '@fullcalendar/daygrid'
import FullCalendar from '@fullcalendar/react'
import timeGridPlugin from '@fullcalendar/timegrid'
import { useRouter } from 'next/navigation'

import type { CalendarEvent } from '../../../../plugins/booking/operations/calendarEvents'
import './calendar.css'

const LABEL = { held: 'Hold', confirmed: 'Confirmed', cancelled: 'Cancelled' } as const

function toInputs(e: CalendarEvent): EventInput[] {
  const common = {
    extendedProps: { bookingId: e.bookingId },
    url: `/admin/collections/bookings/${e.bookingId}`,
  }
  return [
    {
      ...common,
      id: `${e.id}-setup`,
      start: e.setupStart,
      end: e.start,
      title: `Setup · ${e.title}`,
      classNames: ['pb-ev', 'pb-setup', `pb-${e.kind}`],
    },
    {
      ...common,
      id: e.id,
      start: e.start,
      end: e.end,
      title: `${LABEL[e.kind]} · ${e.title}`,
      classNames: ['pb-ev', `pb-${e.kind}`, `pb-${e.booth}`],
    },
    {
      ...common,
      id: `${e.id}-buffer`,
      start: e.end,
      end: e.bufferEnd,
      title: `Buffer · ${e.title}`,
      classNames: ['pb-ev', 'pb-buffer', `pb-${e.kind}`],
    },
  ].filter((x) => x.start && x.end && x.start < x.end)
}

async function load(arg: EventSourceFuncArg): Promise<EventInput[]> {
  const q = new URLSearchParams({ start: arg.start.toISOString(), end: arg.end.toISOString() })
  const res = await fetch(`/api/admin/calendar-events?${q}`, { credentials: 'include' })
  if (!res.ok) throw new Error(`calendar ${res.status}`)
  const { events } = (await res.json()) as { events: CalendarEvent[] }
  return events.flatMap(toInputs)
}

/** Week and month across both booths; times are Winnipeg wall-clock as the server sends them. */
export function BookingsCalendar() {
  const router = useRouter()
  return (
    <div className="pb-calendar">
      <ul aria-label="Legend" className="pb-legend">
        <li>
          <span className="pb-swatch pb-confirmed" /> Confirmed
        </li>
        <li>
          <span className="pb-swatch pb-held" /> Hold (awaiting payment)
        </li>
        <li>
          <span className="pb-swatch pb-cancelled" /> Cancelled
        </li>
        <li>
          <span className="pb-swatch pb-setup" /> Setup
        </li>
        <li>
          <span className="pb-swatch pb-buffer" /> Teardown and travel buffer
        </li>
      </ul>
      <FullCalendar
        allDaySlot={false}
        // Text buttons: the icon font's chevrons are images without a name (axe role-img-alt).
        buttonIcons={false}
        buttonText={{
          prev: 'Previous',
          next: 'Next',
          today: 'Today',
          week: 'Week',
          month: 'Month',
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault()
          router.push(info.event.url)
        }}
        events={load}
        headerToolbar={{
          left: 'prev,next today',
          center: 'title',
          right: 'timeGridWeek,dayGridMonth',
        }}
        height="auto"
        initialView="timeGridWeek"
        plugins={[dayGridPlugin, timeGridPlugin]}
        slotMaxTime="25:00:00"
        slotMinTime="06:00:00"
        timeZone="UTC"
      />
    </div>
  )
}
