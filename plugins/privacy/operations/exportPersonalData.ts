import type { PayloadRequest } from 'payload'

import { exportZip } from '../core/exportZip'
import { countsInWords } from '../core/recordWords'
import { summaryHtml } from '../core/summaryHtml'
import { normalEmail } from '../keys/unsubscribeToken'
import { subjectHash } from './eraseCustomer'
import { personalRecords } from './personalRecords'

const README = (
  email: string,
  at: string,
  counts: string,
) => `Personal information held about ${email}, exported ${at}.

Start with summary.html: everything below in words, with dates in Winnipeg time and amounts in
dollars. Each kind of record is also here twice: as JSON (complete) and as CSV (opens in a
spreadsheet), for a computer.
Emails are the copies the business keeps: links that open a booking or an account show as
[redacted]. Amounts are in cents (29900 = $299.00). Times are UTC (ISO 8601).

${counts}
`

/** PIPEDA access request: one zip of every record about the address; logged (who, when). */
export async function exportPersonalData({
  req,
  email: address,
  actor,
}: {
  req: PayloadRequest
  email: string
  actor: string
}) {
  const email = normalEmail(address)
  const records = await personalRecords(req, email)
  const counts = Object.entries(records)
    .map(([kind, rows]) => `${kind}: ${rows.length}`)
    .join('\n')
  const now = new Date()
  const at = now.toISOString()
  const zip = exportZip(records, README(email, at, counts), {
    'summary.html': summaryHtml(records, { email, at: now }),
  })
  await req.payload.create({
    collection: 'privacy-log',
    data: {
      action: 'export',
      summary: `Exported a person's data (${Object.values(records).flat().length} records)`,
      actor,
      subjectHash: subjectHash(email),
      details: `In the export: ${countsInWords(
        Object.fromEntries(Object.entries(records).map(([kind, rows]) => [kind, rows.length])),
        'no records',
      )}.`,
    },
    req,
  })
  return { zip, filename: `personal-data-${at.slice(0, 10)}.zip` }
}
