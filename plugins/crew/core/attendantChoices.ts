import { type CrewWindow, windowsOverlap } from './crewWindow'

export type Attendant = { id: number; name: string }

/** Why an attendant cannot take the event, or null when they are free. */
export type Busy = 'unavailable' | 'working' | null

export type AttendantChoice = Attendant & { busy: Busy; busyWith?: string }

/**
 * The picker's list: each attendant with whether they are free for `window` on `dates` (the
 * Winnipeg dates the window touches). Marked unavailable beats working another event.
 */
export function attendantChoices(args: {
  attendants: Attendant[]
  window: CrewWindow
  dates: string[]
  unavailable: { attendantId: number; date: string }[]
  commitments: { attendantId: number; window: CrewWindow; reference: string }[]
}): AttendantChoice[] {
  return args.attendants.map((a) => {
    const off = args.unavailable.some((u) => u.attendantId === a.id && args.dates.includes(u.date))
    if (off) return { ...a, busy: 'unavailable' }
    const clash = args.commitments.find(
      (c) => c.attendantId === a.id && windowsOverlap(c.window, args.window),
    )
    return clash ? { ...a, busy: 'working', busyWith: clash.reference } : { ...a, busy: null }
  })
}
