// No Payload import here: the browser tests (Playwright's loader) use these helpers too.
import { visitorIp } from './visitorIp'

// Days the wizard-signature and chat-lead specs (helper "sg") book: no other test uses them, nor
// the same days +200 (the phone project's offset in tests/helpers/wizard.ts).
export const SG_DAYS = { signed: 124, unsigned: 125, chatFull: 126, browser: 132 } as const

/**
 * The customer signs as the wizard's payment step does: reads the terms (their hash goes back),
 * types their name. The server takes no first payment before this.
 */
export async function signAsCustomer(
  base: string,
  b: { id: number; accessToken: string },
  signatureName = 'Ada Lovelace',
) {
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': visitorIp() }
  const terms = await (await fetch(`${base}/api/terms-version`, { headers })).json()
  const res = await fetch(`${base}/api/bookings/${b.id}/accept-terms`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token: b.accessToken, signatureName, termsHash: terms.hash }),
  })
  const body = await res.json()
  if (res.status !== 200) throw new Error(`signing failed: ${res.status} ${JSON.stringify(body)}`)
  return body as { agreement: { documentNumber: string; version: string } }
}
