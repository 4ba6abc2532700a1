import type { Booking } from '../types'

export type AgreementView = {
  version: string
  signedAt: string
  signatureName: string
  documentNumber: string
}

/** The snapshot's `agreement`: what was signed, or null. */
export function agreementOf(booking: Booking): AgreementView | null {
  const a = booking.agreement
  if (!a?.signedAt || !a.signatureName || !a.version || !a.documentNumber) return null
  return {
    version: a.version,
    signedAt: a.signedAt,
    signatureName: a.signatureName,
    documentNumber: a.documentNumber,
  }
}
