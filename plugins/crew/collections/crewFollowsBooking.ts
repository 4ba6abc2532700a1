import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { isBookingActive } from '@booking/server'

import { attendantName } from '../core/attendantName'
import { boothLabel } from '../core/boothLabel'
import { recheckCrew } from '../operations/recheckCrew'

type Assignment = { id: number; booth: string; attendant: unknown; status: string }
type Entry = { at: string; actor: string; action: string; amountCents: null; note: null }

const sameTimes = (a?: Record<string, unknown> | null, b?: Record<string, unknown> | null) =>
  ['setupStart', 'start', 'end'].every((k) => String(a?.[k] ?? '') === String(b?.[k] ?? ''))

/**
 * The crew follows its booking, in the booking's own write (its transaction, under its lock):
 * a cancelled booking releases its attendants; a moved one keeps each attendant only if they are
 * still free at the new time, and says in the history who was unassigned and why.
 */
export const crewFollowsBooking: CollectionBeforeChangeHook = async (args) => {
  const { data, originalDoc: old, req, operation } = args
  if (operation !== 'update' || !old) return data
  const ended =
    isBookingActive(old.status) && data.status !== undefined && !isBookingActive(data.status)
  const moved = Boolean(data.timeline) && !sameTimes(data.timeline, old.timeline)
  if (!ended && !moved) return data
  const { docs } = await req.payload.find({
    collection: 'crew-assignments',
    where: { booking: { equals: old.id } },
    depth: 1,
    limit: 0,
    pagination: false,
    req,
  })
  if (docs.length === 0) return data
  const actions = ended
    ? await releaseAll(req, docs as Assignment[])
    : await recheckCrew(req, { ...old, ...data, id: old.id }, docs as Assignment[])
  if (actions.length === 0 || !Array.isArray(data.history)) return data
  const at = new Date().toISOString()
  const entries: Entry[] = actions.map((action) => ({
    at,
    actor: 'crew',
    action,
    amountCents: null,
    note: null,
  }))
  return { ...data, history: [...data.history, ...entries] }
}

/** A cancelled (or otherwise ended) booking: nobody works it any more. */
async function releaseAll(req: PayloadRequest, docs: Assignment[]): Promise<string[]> {
  const actions: string[] = []
  for (const a of docs) {
    await req.payload.delete({ collection: 'crew-assignments', id: a.id, req })
    if (a.status !== 'declined')
      actions.push(
        `Attendant released: ${attendantName(a)} (${boothLabel(a.booth)}): booking ended`,
      )
  }
  return actions
}
