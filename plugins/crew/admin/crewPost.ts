import { toast } from '@payloadcms/ui'

import type { ApiResult } from '@api-client'

/** An attendant action's answer (a crewApi call); shows the server's words on failure. */
export async function crewPost(sent: Promise<ApiResult<unknown>>): Promise<boolean> {
  const r = await sent
  if (!r.ok) toast.error(r.message)
  return r.ok
}
