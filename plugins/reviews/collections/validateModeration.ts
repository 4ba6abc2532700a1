import { APIError, type CollectionBeforeValidateHook } from 'payload'

/**
 * Staff's moderation rules, whatever screen or API sends the change: only a review whose author
 * agreed to be published can be published, and hiding one needs a reason (kept for the owner).
 */
export const validateModeration: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const next = { ...originalDoc, ...data }
  if (next.status === 'published' && !next.publishConsent)
    throw new APIError(
      'This customer did not agree to be published: keep it hidden.',
      400,
      undefined,
      true,
    )
  if (next.status === 'hidden' && !String(next.hiddenReason ?? '').trim())
    throw new APIError(
      'Say why this review is hidden (staff see the reason).',
      400,
      undefined,
      true,
    )
  return data
}
