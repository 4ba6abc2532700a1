import type { PayloadRequest } from 'payload'

/**
 * Adds a line to a lead's history, in the caller's transaction: the inquiries collection's own
 * hook writes the note (and a status change, if any) with who and when ("Website" for the
 * customer), so the lead's history has one writer.
 */
export async function noteOnLead(
  req: PayloadRequest,
  leadId: number,
  note: string,
  status?: string,
): Promise<void> {
  await req.payload.update({
    collection: 'inquiries',
    id: leadId,
    data: { staffNote: note, ...(status ? { status: status as 'new' } : {}) },
    depth: 0,
    req,
  })
}
