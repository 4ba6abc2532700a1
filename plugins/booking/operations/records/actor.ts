import type { PayloadRequest } from 'payload'
import type { Actor } from '../../results'

export function staffActor(req: PayloadRequest): Actor {
  const user = req.user as { id: number | string; name?: string | null; email?: string } | null
  if (!user) return { kind: 'system', name: 'system' }
  return { kind: 'staff', id: user.id, name: user.name || user.email || `user ${user.id}` }
}

export const actorLabel = (actor: Actor) =>
  actor.kind === 'staff'
    ? `staff: ${actor.name}`
    : actor.kind === 'customer'
      ? 'customer'
      : actor.name

/** The booking's customer acting through their manage link. */
export const customerActor = (b: { firstName: string; lastName: string }): Actor => ({
  kind: 'customer',
  name: `${b.firstName} ${b.lastName}`,
})
