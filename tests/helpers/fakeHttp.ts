import type http from 'node:http'

// What the fake Google, Telegram and Twilio servers share: listening on loopback, and the
// /_control routes tests in any process use to read, reset or set a fake's state.

/** Listens on 127.0.0.1:`port`; resolves with the fake's URL and a stop function. */
export async function listenLocal(server: http.Server, port: number) {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** POSTs `body` to the fake at process.env[`urlVar`] + /_control/`what`; answers its state. */
export async function controlFake<State>(
  urlVar: string,
  what: string,
  body: unknown = {},
): Promise<State> {
  const res = await fetch(`${process.env[urlVar]}/_control/${what}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await res.json()) as State
}
