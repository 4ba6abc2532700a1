// Liveness for a load balancer or orchestrator: the process answers. No database, no details.
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
}
