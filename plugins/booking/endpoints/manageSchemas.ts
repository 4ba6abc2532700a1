import { z } from 'zod'

import { calendarDate, safeText } from '@server-kit'

// The token travels in the body (never in a URL these endpoints log); 43 chars today, bounded.
const token = safeText(200, { required: 'is required' })

export const manageTokenSchema = z.object({ token })

export const manageRescheduleSchema = z.object({
  token,
  eventDate: calendarDate,
  eventTime: z.string().regex(/^\d{2}:\d{2}$/, 'must be HH:mm'),
  version: safeText(40).optional(),
})

export const eventDetailsSchema = z.object({
  token,
  venueContactName: safeText(100, { required: 'is required' }),
  venueContactPhone: safeText(40, { required: 'is required' }).refine(
    (v) => (v.match(/\d/g) ?? []).length >= 7,
    'must be a phone number',
  ),
  boothPlacement: safeText(500, { required: 'is required' }),
  powerNearby: z.enum(['yes', 'no', 'unsure'], { error: "must be 'yes', 'no' or 'unsure'" }),
  access: z.enum(['ground', 'elevator', 'stairs'], {
    error: "must be 'ground', 'elevator' or 'stairs'",
  }),
  frameText: safeText(120, { required: 'is required' }),
  frameColours: safeText(120, { required: 'is required' }),
  welcomeScreenText: safeText(200).optional(),
})
