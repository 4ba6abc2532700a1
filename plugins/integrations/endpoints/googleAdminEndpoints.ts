import { z } from 'zod'

import { calendarDate, defineEndpoint, safeText } from '@server-kit'

import { isValidStartTime } from '@booking/rules'
import { isEmail } from '@kernel'
import { calendarTest } from '../operations/calendarTest'
import { createSpreadsheet, sheetsInfo } from '../operations/spreadsheet'
import { integrationErrors } from './integrationErrors'

const testSchema = z.object({
  date: calendarDate,
  time: z.string().refine(isValidStartTime, 'time: HH:mm between 08:00 and 22:45'),
})

const contactSchema = z.object({
  phone: safeText(40, { required: 'Phone is required' }).regex(
    /^[\d\s()+.-]{7,40}$/,
    'use digits, spaces and ( ) + . - only',
  ),
  email: safeText(200, { required: 'Email is required' }).pipe(
    z.string().refine(isEmail, 'not a valid email address'),
  ),
})

/** Calendar test, spreadsheet and business contact, for the setup and customers pages. */
export const googleAdminEndpoints = [
  defineEndpoint({
    path: '/admin/google/calendar-test',
    method: 'get',
    auth: 'admin',
    schema: testSchema,
    errors: integrationErrors,
    run: async ({ req, data }) => {
      const result = await calendarTest(req, data.date, data.time)
      return result.ok
        ? { ok: true, body: { booth1: result.booth1, booth2: result.booth2 } }
        : result
    },
  }),
  defineEndpoint({
    path: '/admin/sheets-url',
    method: 'get',
    auth: 'staff',
    run: async ({ req }) => ({ ok: true, body: await sheetsInfo(req) }),
  }),
  defineEndpoint({
    path: '/admin/create-spreadsheet',
    method: 'post',
    auth: 'admin',
    rateLimit: { name: 'create-spreadsheet', points: 5, durationSeconds: 60 },
    errors: integrationErrors,
    run: async ({ req }) => {
      const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0 })
      const result = await createSpreadsheet(
        req,
        `${settings.businessName || 'Photo booth'} customers`,
      )
      return result.ok
        ? {
            ok: true,
            body: { success: true, sheetsUrl: result.sheetsUrl, recordCount: result.recordCount },
          }
        : result
    },
  }),
  defineEndpoint({
    path: '/admin/business-contact',
    method: 'post',
    auth: 'admin',
    schema: contactSchema,
    run: async ({ req, data }) => {
      await req.payload.updateGlobal({
        slug: 'site-settings',
        data: { phone: data.phone, email: data.email },
        depth: 0,
      })
      return { ok: true, body: { success: true, phone: data.phone, email: data.email } }
    },
  }),
]
