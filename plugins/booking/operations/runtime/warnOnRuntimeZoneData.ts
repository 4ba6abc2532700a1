// At server start: say so once if the runtime's ICU disagrees with the bundled zone data, so that
// nobody trusts Intl (or a library built on it) for Winnipeg times on this machine.
import { BUSINESS_TIME_ZONE, TZ_DATA_VERSION, firstZoneDisagreement } from '@kernel/time'

function intlOffsetMinutes(at: Date, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name)
  if (!m) return 0
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0)
  return m[1] === '-' ? -minutes : minutes
}

export function warnOnRuntimeZoneData(
  now: Date,
  log: (message: string) => void = console.warn,
): boolean {
  const found = firstZoneDisagreement(now, 400, BUSINESS_TIME_ZONE, (at) =>
    intlOffsetMinutes(at, BUSINESS_TIME_ZONE),
  )
  if (!found) return false
  const icu = process.versions.tz ?? 'unknown'
  log(
    `Time zone data: this runtime's ICU (tzdata ${icu}) disagrees with the bundled IANA data ` +
      `${TZ_DATA_VERSION} for ${BUSINESS_TIME_ZONE} from ${found.at.toISOString()} ` +
      `(UTC${found.otherOffset / 60} vs UTC${found.bundledOffset / 60}). ` +
      `The server uses the bundled data; do not use Intl for ${BUSINESS_TIME_ZONE} times.`,
  )
  return true
}
