import { toast } from '@payloadcms/ui'

import { apiRequest } from '@api-client'

/** POSTs an attendant action; shows the server's words on failure. True when it worked. */
export async function crewPost(path: string, body: unknown): Promise<boolean> {
  const r = await apiRequest(`/api${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
  })
  if (!r.ok) toast.error(r.message)
  return r.ok
}
