import { defineEndpoint } from '@server-kit'

import { currentTerms } from '../operations/create/currentTerms'

/** GET /api/terms-version: the terms a customer signs now (version, hash, title, text), as kept. */
export const currentTermsEndpoint = defineEndpoint({
  path: '/terms-version',
  method: 'get',
  rateLimit: { name: 'terms-version', points: 60, durationSeconds: 60, perServer: true },
  run: async ({ req }) => {
    const terms = await currentTerms(req, new Date())
    return {
      ok: true,
      body: {
        version: terms.version,
        hash: terms.hash,
        title: terms.title ?? 'Terms',
        text: terms.text,
      },
    }
  },
})
