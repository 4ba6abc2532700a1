'use client'

import dynamic from 'next/dynamic'
import { useRef, type ComponentProps } from 'react'

import { useNearOrIdle } from '@/lib/useNearOrIdle'
import type { RescheduleCalendar as Calendar } from './RescheduleCalendar'

// react-day-picker and date-fns (about 25 KiB gzip) stay out of the manage page's start-up JS:
// the calendar sits below the booking's details, and loads as it nears the viewport or at idle.
const RescheduleCalendar = dynamic(
  () => import('./RescheduleCalendar').then((m) => m.RescheduleCalendar),
  { ssr: false, loading: () => <CalendarSpace /> },
)

/** Reserves the month grid's height, so nothing below it moves when it arrives. */
function CalendarSpace() {
  return <div aria-hidden="true" className="mt-3 min-h-[22rem]" />
}

/** The reschedule calendar, fetched when needed. */
export function LazyRescheduleCalendar(props: ComponentProps<typeof Calendar>) {
  const ref = useRef<HTMLDivElement>(null)
  const ready = useNearOrIdle(ref)
  return <div ref={ref}>{ready ? <RescheduleCalendar {...props} /> : <CalendarSpace />}</div>
}
