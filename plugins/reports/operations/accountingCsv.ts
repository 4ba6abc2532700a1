import type { PayloadRequest } from 'payload'

import {
  type AccountingCodes,
  QBO_REFUND_COLUMNS,
  QBO_SALES_COLUMNS,
  qboRows,
  type ReportDocument,
  XERO_COLUMNS,
  xeroRows,
} from '../core/accountingRows'
import type { Period } from '../core/period'
import { periodDocuments } from './periodDocuments'
import { csvBody, safeText } from './reportCsv'

// Names and descriptions come from customers: never let one run as a spreadsheet formula.
const guarded = (docs: ReportDocument[]) =>
  docs.map((d) => ({
    ...d,
    billedTo: safeText(d.billedTo),
    description: safeText(d.description),
    bookingReference: safeText(d.bookingReference),
  }))

/**
 * QuickBooks Online imports one transaction type per file: sales receipts (R-) or refund
 * receipts (C-). Xero's sales invoice import takes both: a credit note is a negative invoice.
 */
export async function accountingCsv(
  req: PayloadRequest,
  format: 'quickbooks' | 'xero',
  p: Period & { type?: 'sales' | 'refunds' },
  codes: AccountingCodes,
) {
  const span = `${p.from}-to-${p.to}`
  if (format === 'xero') {
    const docs = guarded(await periodDocuments(req, p))
    return { body: csvBody(XERO_COLUMNS, xeroRows(docs, codes)), filename: `xero-${span}.csv` }
  }
  const refunds = p.type === 'refunds'
  const docs = guarded(await periodDocuments(req, p, [refunds ? 'credit_note' : 'receipt']))
  return {
    body: csvBody(refunds ? QBO_REFUND_COLUMNS : QBO_SALES_COLUMNS, qboRows(docs, codes)),
    filename: `quickbooks-${refunds ? 'refund' : 'sales'}-receipts-${span}.csv`,
  }
}
