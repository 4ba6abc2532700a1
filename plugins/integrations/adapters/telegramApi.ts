// The Telegram Bot API over plain fetch. TELEGRAM_API_BASE points it elsewhere (the tests' fake).
export type TelegramAnswer =
  { ok: true; result: unknown } | { ok: false; status: number; description: string }

export const telegramBase = (env: Record<string, string | undefined> = process.env) =>
  (env.TELEGRAM_API_BASE || 'https://api.telegram.org').replace(/\/$/, '')

/** One Bot API call; status 0 when Telegram could not be reached at all. Never throws. */
export async function telegramCall(
  token: string,
  method: string,
  body: Record<string, unknown>,
): Promise<TelegramAnswer> {
  try {
    const res = await fetch(`${telegramBase()}/bot${encodeURIComponent(token)}/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(8_000),
    })
    const data = (await res.json().catch(() => ({}))) as {
      ok?: boolean
      result?: unknown
      description?: string
    }
    if (res.ok && data.ok) return { ok: true, result: data.result }
    return { ok: false, status: res.status, description: data.description ?? res.statusText }
  } catch (error) {
    return { ok: false, status: 0, description: (error as Error).message }
  }
}
