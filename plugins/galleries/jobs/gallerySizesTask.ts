import type { TaskConfig } from 'payload'

import { makeSizes } from '../operations/makeSizes'

/**
 * Queued by each upload: the photo's thumbnail and web size, made outside the request. The
 * project's job claims (packages/server-kit/jobClaims.ts) give each queued job to one server.
 */
export const gallerySizesTask: TaskConfig<'gallerySizes'> = {
  slug: 'gallerySizes',
  inputSchema: [{ name: 'photoId', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: 2,
  handler: async ({ input, req }) => ({
    output: { result: await makeSizes(req, Number(input.photoId)) },
  }),
}
