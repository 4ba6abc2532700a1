/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* Changed by hand only to wrap each handler in guardRestRoute (bad input is a 4xx, never a 5xx). */
/* Form posts are accepted only on the paths the privacy plugin serves as script-free pages,
   and on Twilio's signed webhooks. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { FORM_POST_PATHS } from '@privacy/client'
import { SMS_WEBHOOK_PATHS } from '@outbox/server'
import { guardRestRoute } from '@server-kit'

export const GET = guardRestRoute(REST_GET(config))
export const POST = guardRestRoute(REST_POST(config), [...FORM_POST_PATHS, ...SMS_WEBHOOK_PATHS])
export const DELETE = guardRestRoute(REST_DELETE(config))
export const PATCH = guardRestRoute(REST_PATCH(config))
export const PUT = guardRestRoute(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
