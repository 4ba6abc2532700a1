import type { TaskConfig } from 'payload'

import { sendStaffAlert } from '../operations/sendStaffAlert'
import { sendTelegramMessage } from '../operations/sendTelegramMessage'
import { appendBookingRow } from '../operations/spreadsheet'
import { syncBookingCalendar } from '../operations/syncBookingCalendar'

// About 30 s, 1 min, 2 min … up to 4 h: a short Google or Telegram outage loses nothing.
const retries = { attempts: 10, backoff: { type: 'exponential' as const, delay: 30_000 } }

export const syncBookingCalendarTask: TaskConfig<'syncBookingCalendar'> = {
  slug: 'syncBookingCalendar',
  inputSchema: [{ name: 'bookingId', type: 'number', required: true }],
  retries,
  handler: async ({ input, req }) => {
    const result = await syncBookingCalendar(req, input.bookingId)
    return { output: { result: JSON.stringify(result) } }
  },
  outputSchema: [{ name: 'result', type: 'text' }],
}

export const appendBookingRowTask: TaskConfig<'appendBookingRow'> = {
  slug: 'appendBookingRow',
  inputSchema: [{ name: 'bookingId', type: 'number', required: true }],
  retries,
  handler: async ({ input, req }) => ({
    output: { appended: await appendBookingRow(req, input.bookingId) },
  }),
  outputSchema: [{ name: 'appended', type: 'checkbox' }],
}

export const sendStaffAlertTask: TaskConfig<'sendStaffAlert'> = {
  slug: 'sendStaffAlert',
  inputSchema: [{ name: 'text', type: 'textarea', required: true }],
  retries,
  handler: async ({ input, req }) => ({
    output: { outcome: await sendStaffAlert(req.payload, input.text) },
  }),
  outputSchema: [{ name: 'outcome', type: 'text' }],
}

export const sendTelegramMessageTask: TaskConfig<'sendTelegramMessage'> = {
  slug: 'sendTelegramMessage',
  inputSchema: [
    { name: 'chatId', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
  ],
  retries,
  handler: async ({ input, req }) => ({
    output: { outcome: await sendTelegramMessage(req.payload, input.chatId, input.text) },
  }),
  outputSchema: [{ name: 'outcome', type: 'text' }],
}

export const INTEGRATION_TASKS = [
  syncBookingCalendarTask.slug,
  appendBookingRowTask.slug,
  sendStaffAlertTask.slug,
  sendTelegramMessageTask.slug,
]
