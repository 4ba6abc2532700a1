import type { PayloadRequest } from 'payload'

import { bookingCount, findBooking } from '@booking/server'
import { CUSTOMER_COLUMNS, customerRows, toCustomerRow } from '@customers/server'
import { readIntegrationState, writeIntegrationState } from './integrationState'
import { withGoogle, type GoogleFailure } from './withGoogle'

const SHEET = 'Customers'
const header = CUSTOMER_COLUMNS.map(([, label]) => label)

/** A new spreadsheet: a header row and every customer; later confirmed bookings are appended. */
export async function createSpreadsheet(
  req: PayloadRequest,
  title: string,
): Promise<{ ok: true; sheetsUrl: string; recordCount: number } | GoogleFailure> {
  const rows: string[][] = []
  for await (const row of customerRows(req)) rows.push(CUSTOMER_COLUMNS.map(([key]) => row[key]))
  const result = await withGoogle(req.payload, async ({ sheets }) => {
    const { data } = await sheets.spreadsheets.create({
      requestBody: { properties: { title }, sheets: [{ properties: { title: SHEET } }] },
    })
    await sheets.spreadsheets.values.append({
      spreadsheetId: data.spreadsheetId!,
      range: `${SHEET}!A1`,
      valueInputOption: 'RAW',
      requestBody: { values: [header, ...rows] },
    })
    return { id: data.spreadsheetId!, url: data.spreadsheetUrl! }
  })
  if (!result.ok) return result
  await writeIntegrationState(req.payload, {
    spreadsheetId: result.value.id,
    spreadsheetUrl: result.value.url,
  })
  return { ok: true, sheetsUrl: result.value.url, recordCount: rows.length }
}

/** The job after a booking is confirmed: one more row, when a spreadsheet exists. */
export async function appendBookingRow(req: PayloadRequest, bookingId: number): Promise<boolean> {
  const state = await readIntegrationState(req.payload)
  if (!state.spreadsheetId) return false
  const booking = await findBooking(req, bookingId, 1)
  // Bookings are never deleted: a missing one is an error, and the job tries again.
  if (!booking) throw new Error(`Booking ${bookingId} not found for the spreadsheet`)
  const row = toCustomerRow(booking)
  const result = await withGoogle(req.payload, ({ sheets }) =>
    sheets.spreadsheets.values.append({
      spreadsheetId: state.spreadsheetId!,
      range: `${SHEET}!A1`,
      valueInputOption: 'RAW',
      requestBody: { values: [CUSTOMER_COLUMNS.map(([key]) => row[key])] },
    }),
  )
  if (!result.ok && result.code !== 'google_not_connected') throw new Error(result.detail)
  return result.ok
}

/** GET /api/admin/sheets-url: the spec's sheets info. */
export async function sheetsInfo(req: PayloadRequest) {
  const state = await readIntegrationState(req.payload)
  const recordCount = await bookingCount(req)
  const sheetsUrl = state.spreadsheetUrl ?? null
  return {
    hasData: Boolean(sheetsUrl),
    isLive: Boolean(sheetsUrl) && state.googleStatus === 'connected',
    sheetsUrl,
    recordCount,
  }
}
