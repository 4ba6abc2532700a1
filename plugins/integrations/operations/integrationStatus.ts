import type { Payload } from 'payload'

/** One line of the admin's System status. */
export type StatusItem = { name: string; ok: boolean; detail: string }

const TASKS = ['syncBookingCalendar', 'appendBookingRow', 'sendStaffAlert']

type State = {
  googleTokens?: string | null
  googleStatus?: string | null
  googleDetail?: string | null
  googleUnreachableAt?: string | null
  telegramToken?: string | null
  telegramChatId?: string | null
}

/** Google (connected / broken / unreachable / not connected, with pending retries) and Telegram. */
export async function integrationStatus(payload: Payload): Promise<StatusItem[]> {
  const state = (await payload
    .findGlobal({ slug: 'integration-state', depth: 0 })
    .catch(() => ({}))) as State
  const pending = async (tasks: string[]) =>
    payload
      .count({
        collection: 'payload-jobs',
        where: {
          and: [
            { taskSlug: { in: tasks } },
            { completedAt: { exists: false } },
            { hasError: { not_equals: true } },
          ],
        },
      })
      .then((r) => r.totalDocs)
      .catch(() => 0)
  const googlePending = await pending(TASKS.slice(0, 2))
  const retries = googlePending
    ? `; ${googlePending} calendar/sheet write${googlePending === 1 ? '' : 's'} pending`
    : ''
  let google: StatusItem
  if (!state.googleTokens || state.googleStatus === 'none')
    google = {
      name: 'Google Calendar',
      ok: false,
      detail: 'Not connected: availability uses the site’s own bookings (/admin/google-setup)',
    }
  else if (state.googleStatus === 'broken')
    google = {
      name: 'Google Calendar',
      ok: false,
      detail: `Broken: ${state.googleDetail ?? 'reconnect'} (/admin/google-setup)${retries}`,
    }
  else if (state.googleUnreachableAt)
    google = {
      name: 'Google Calendar',
      ok: false,
      detail: `Unreachable since ${state.googleUnreachableAt}: availability falls back to the site’s own bookings${retries}`,
    }
  else google = { name: 'Google Calendar', ok: googlePending === 0, detail: `Connected${retries}` }
  const alerts = await pending(TASKS.slice(2))
  const telegram: StatusItem = state.telegramToken
    ? {
        name: 'Telegram',
        ok: alerts === 0,
        detail: `Alerts to chat ${state.telegramChatId}${alerts ? `; ${alerts} alert${alerts === 1 ? '' : 's'} waiting to be delivered` : ''}`,
      }
    : {
        name: 'Telegram',
        ok: false,
        detail: 'Not connected: staff alerts go by email only (/admin/telegram-setup)',
      }
  return [google, telegram]
}
