// A lead's pipeline: every inquiry starts new; lost needs a reason; each change is history.

export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const LEAD_STATUS_LABEL: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
}

export const LOST_REASONS = ['price', 'date_taken', 'no_reply', 'other'] as const
export type LostReason = (typeof LOST_REASONS)[number]

export const LOST_REASON_LABEL: Record<LostReason, string> = {
  price: 'Price',
  date_taken: 'Date taken',
  no_reply: 'No reply',
  other: 'Other',
}

export type LeadEntry = { at: string; by: string; action: string; note?: string | null }

type LeadState = { status?: string | null; lostReason?: string | null }

/**
 * What saving a lead changes in its history: a status change (lost only with its reason) and a
 * staff note each become an entry. An error names the field to fix.
 */
export function leadChange(
  before: LeadState,
  after: LeadState & { staffNote?: string | null },
  by: string,
  now: Date,
): { ok: true; entries: LeadEntry[] } | { ok: false; field: string; message: string } {
  const status = (after.status ?? 'new') as LeadStatus
  const reason = after.lostReason as LostReason | null | undefined
  if (status === 'lost' && !reason)
    return { ok: false, field: 'lostReason', message: 'Choose why the lead was lost.' }
  const at = now.toISOString()
  const entries: LeadEntry[] = []
  const from = (before.status ?? 'new') as LeadStatus
  if (status !== from)
    entries.push({
      at,
      by,
      action: `${LEAD_STATUS_LABEL[from] ?? from} → ${LEAD_STATUS_LABEL[status] ?? status}`,
      note: status === 'lost' && reason ? `Reason: ${LOST_REASON_LABEL[reason]}` : null,
    })
  const note = after.staffNote?.trim()
  if (note) entries.push({ at, by, action: 'Note', note })
  return { ok: true, entries }
}
