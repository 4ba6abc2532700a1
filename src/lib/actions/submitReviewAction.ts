'use server'

import { redirect } from 'next/navigation'
import { createLocalReq } from 'payload'
import { z } from 'zod'

import { getPayloadClient } from '@/lib/cms/getPayloadClient'
import { submitReview } from '@reviews/server'

const ReviewForm = z.object({
  bookingId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  token: z.string().max(100),
  rating: z.coerce.number().int().min(1).max(5),
  words: z.string().trim().min(3).max(2000),
  firstName: z.string().trim().max(40).default(''),
  eventType: z.string().trim().max(40).default(''),
  publishConsent: z.literal('yes').optional(),
  // One photo of their gallery ('' for none), and their word that the guests in it agree.
  photo: z
    .union([
      z.literal(''),
      z.coerce
        .number()
        .int()
        .positive()
        .max(2 ** 31 - 1),
    ])
    .default(''),
  photoPermission: z.literal('yes').optional(),
})

const back = (id: unknown, token: unknown, query: string) =>
  `/review/${encodeURIComponent(String(id))}?token=${encodeURIComponent(String(token ?? ''))}&${query}`

/** The review form's one action (works without JavaScript): validate, save, show the thanks. */
export async function submitReviewAction(form: FormData) {
  const raw = Object.fromEntries(form.entries())
  const parsed = ReviewForm.safeParse(raw)
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'form')
    redirect(back(raw.bookingId, raw.token, `error=${encodeURIComponent(field)}`))
  }
  const { bookingId, token, publishConsent, photo, photoPermission, ...rest } = parsed.data
  // A photo of people goes out only with the ticked permission: asked again, not dropped.
  if (photo && photoPermission !== 'yes') redirect(back(bookingId, token, 'error=photoPermission'))
  const payload = await getPayloadClient()
  const result = await submitReview({
    req: await createLocalReq({}, payload),
    bookingId,
    token,
    input: {
      ...rest,
      publishConsent: publishConsent === 'yes',
      photoId: photo || null,
      photoPermission: photoPermission === 'yes',
    },
  })
  const error = result.ok ? null : result.code === 'photo_refused' ? 'photo' : 'link'
  redirect(back(bookingId, token, error ? `error=${error}` : 'saved=1'))
}
