/**
 * POSTs JSON with cookies. A non-ok response throws '{status}: {response text or status text}'
 * (the spec's shared request behaviour).
 */
export async function postJson<T = unknown>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify(body),
  })
  if (!res.ok) {
    const text = await res.text().catch(() => '')
    throw new Error(`${res.status}: ${text || res.statusText}`)
  }
  return (await res.json().catch(() => ({}))) as T
}
