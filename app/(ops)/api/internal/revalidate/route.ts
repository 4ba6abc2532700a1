// Called by this server's own LISTEN connection when a staff edit committed on any server
// (packages/server-kit/pageBroadcast.ts): clears the rendered pages here.
import { revalidatePath } from 'next/cache'

import { revalidateToken, safeEqual } from '@server-kit'
export const dynamic = 'force-dynamic'

export function POST(request: Request) {
  if (!safeEqual(request.headers.get('authorization') ?? '', `Bearer ${revalidateToken()}`))
    return Response.json({ ok: false }, { status: 404 })
  revalidatePath('/', 'layout')
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
}
