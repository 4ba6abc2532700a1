import type { PayloadRequest } from 'payload'

import { documentsIssued } from '@booking/server'

import type { ReportDocument } from '../core/accountingRows'
import type { Period } from '../core/period'

/** The worksheet's lines: every R- and C- document issued in the period, in number order. */
export async function periodDocuments(
  req: PayloadRequest,
  period: Period,
  kinds: ReportDocument['kind'][] = ['receipt', 'credit_note'],
): Promise<ReportDocument[]> {
  return documentsIssued(req, period, kinds)
}
