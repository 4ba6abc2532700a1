// The date picker's marks: per day, whether no start time has a booth free ('full') or some
// start times are gone ('partial'). Open days are left out. Pure: intervals in, marks out.
import { boothAvailability } from './availability'
import type { BoothSchedule, Interval } from './types'

export type DayMark = 'full' | 'partial'

export function dayMarks(
  days: { date: string; requests: Interval[] }[],
  booths: BoothSchedule[],
): Record<string, DayMark> {
  const marks: Record<string, DayMark> = {}
  for (const { date, requests } of days) {
    const free = requests.filter((request) => {
      const b = boothAvailability({ request, booths })
      return b.booth1 || b.booth2
    }).length
    if (free === 0) marks[date] = 'full'
    else if (free < requests.length) marks[date] = 'partial'
  }
  return marks
}
