import { simpleParser } from 'mailparser'
import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

export type CapturedMail = {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** `content` as UTF-8 text (calendar files); `base64` the exact bytes (PDFs). */
  attachments: { filename: string; contentType: string; content: string; base64: string }[]
  receivedAt: string
  /** Header lines by lower-case name, unfolded (List-Unsubscribe, ...). */
  headers: Record<string, string>
}

/** A real SMTP server on loopback that writes each message it receives to `dir` as JSON. */
export async function startMailCapture(dir: string, port: number) {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A mailbox that does not exist (local part `bounce-`): the permanent refusal a mistyped
    // address gets from a real mail server.
    onRcptTo(address, _session, callback) {
      if (/^bounce-/i.test(address.address))
        return callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }))
      callback()
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
            a.value.map((v) => v.address ?? ''),
          )
          const record: CapturedMail = {
            to,
            from: mail.from?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content.toString('utf8'),
              base64: a.content.toString('base64'),
            })),
            receivedAt: new Date().toISOString(),
            headers: Object.fromEntries(
              mail.headerLines.map((h) => [
                h.key,
                h.line
                  .slice(h.key.length + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
          }
          fs.writeFileSync(
            path.join(dir, `${Date.now()}-${count++}.json`),
            JSON.stringify(record, null, 2),
          )
          callback()
        })
        .catch((error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** Every captured message, oldest first (MAIL_CAPTURE_DIR, set by scripts/test.ts). */
export function readMails(dir = process.env.MAIL_CAPTURE_DIR ?? ''): CapturedMail[] {
  if (!dir || !fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || a.localeCompare(b))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as CapturedMail)
}

/** Waits until a message to `to` (and matching `subject`, if given) has arrived. */
export async function waitForMail(
  to: string,
  subject?: RegExp,
  timeoutMs = 10_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = readMails().find(
      (m) => m.to.includes(to) && (!subject || subject.test(m.subject)),
    )
    if (found) return found
    if (Date.now() > deadline)
      throw new Error(
        `No email to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`,
      )
    await new Promise((r) => setTimeout(r, 100))
  }
}
