'use client'

import type { EventInput, EventSourceFuncArg } from '@fullcalendar/core'
import dayGridPlugin from '@fullcalendar/daygrid'
import FullCalendar from '@fullcalendar/react'
import timeGridPlugin from '@fullcalendar/timegrid'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { ApiRequestError } from '@api-client'
import { bookingStaffApi } from '../../contract'
import { toInput } from './calendarInputs'
import { GoToDate } from './GoToDate'
import './calendar.css'

async function load(arg: EventSourceFuncArg, hideCancelled: boolean): Promise<EventInput[]> {
  const query = { start: arg.start.toISOString(), end: arg.end.toISOString() }
  const r = await bookingStaffApi.calendarEvents({ query })
  if (!r.ok) throw new ApiRequestError(r)
  return r.data.events.filter((e) => !(hideCancelled && e.kind === 'cancelled')).map(toInput)
}

/** Week and month across both booths; times are Winnipeg wall-clock as the server sends them. */
export function BookingsCalendar() {
  const router = useRouter()
  const calendar = useRef<FullCalendar>(null)
  const hide = useRef(false)
  const [hideCancelled, setHideCancelled] = useState(false)
  return (
    <div className="pb-calendar">
      <div className="pb-toolbar">
        <ul aria-label="Legend" className="pb-legend">
          <li>
            <span className="pb-swatch pb-confirmed" /> Confirmed (booth 1 green, booth 2 blue)
          </li>
          <li>
            <span className="pb-swatch pb-held" /> Hold (awaiting payment)
          </li>
          <li>
            <span className="pb-swatch pb-cancelled" /> Cancelled
          </li>
          <li>
            <span className="pb-swatch pb-shade" /> Striped ends: setup, teardown and travel
          </li>
        </ul>
        <label className="pb-filter">
          <input
            checked={hideCancelled}
            onChange={(e) => {
              hide.current = e.target.checked
              setHideCancelled(e.target.checked)
              calendar.current?.getApi().refetchEvents()
            }}
            type="checkbox"
          />
          Hide cancelled bookings
        </label>
        <GoToDate onGo={(date) => calendar.current?.getApi().gotoDate(date)} />
      </div>
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
        displayEventTime={false}
        eventClick={(info) => {
          info.jsEvent.preventDefault()
          router.push(info.event.url)
        }}
        eventDidMount={(info) => {
          const { setupPct, bufferPct, kind } = info.event.extendedProps
          if (kind === 'cancelled' || !info.view.type.startsWith('timeGrid')) return
          info.el.style.setProperty('--pb-setup', `${setupPct}%`)
          info.el.style.setProperty('--pb-buffer', `${bufferPct}%`)
          info.el.classList.add('pb-shaded')
        }}
        eventDisplay="block"
        events={(arg: EventSourceFuncArg) => load(arg, hide.current)}
        headerToolbar={{
          left: 'prev,next today',
          center: 'title',
          right: 'timeGridWeek,dayGridMonth',
        }}
        height="auto"
        initialView="timeGridWeek"
        // An entry that ends after midnight shows on the next day only if it covers an hour of it.
        nextDayThreshold="01:00:00"
        plugins={[dayGridPlugin, timeGridPlugin]}
        ref={calendar}
        slotMaxTime="25:00:00"
        slotMinTime="06:00:00"
        timeZone="UTC"
      />
    </div>
  )
}
