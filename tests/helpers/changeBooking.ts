import { api } from './payments'
import { visitorIp } from './visitorIp'

const mainApp = () => process.env.APP_URL ?? 'http://127.0.0.1:3100'

/** The manage page's change: quote it, then confirm exactly what was quoted (token in the body). */
export async function changeBooking(
  b: { id: number; accessToken: string },
  what: Record<string, unknown>,
) {
  const client = api(mainApp(), visitorIp())
  const path = `/bookings/${b.id}/manage/modify`
  const q = await (await client.post(`${path}/quote`, { token: b.accessToken, ...what })).json()
  const res = await client.post(path, {
    token: b.accessToken,
    ...what,
    version: q.version,
    expectedTotalCents: q.newTotal.cents,
  })
  return { status: res.status, body: await res.json() }
}
