// Accounting imports, one row per document line (each receipt or credit note is one taxable line,
// amount before tax, with its tax beside it). Column names follow each product's import template.
import type { IssuedDocument } from '@booking/contract'
import { centsToDecimalString, CURRENCY } from '@kernel'

/** A receipt or credit note as the worksheet lists it: booking's own row, named for reports. */
export type ReportDocument = IssuedDocument

export type AccountingCodes = {
  /** QuickBooks Online's sales tax code covering GST and RST (Manitoba: 'GST/PST MB'). */
  qboTaxCode: string
  /** QuickBooks Online product or service the line is booked to. */
  qboItem: string
  /** Xero's tax rate name with the GST and RST components. */
  xeroTaxType: string
  /** Xero's revenue account code. */
  xeroAccountCode: string
}

// prettier-ignore
export const QBO_SALES_COLUMNS = [
  'SalesReceiptNo', 'Customer', 'SalesReceiptDate', 'PaymentMethod', 'Memo',
  'Item(Product/Service)', 'ItemDescription', 'ItemQuantity', 'ItemRate', 'ItemAmount',
  'ItemTaxCode', 'ItemTaxAmount', 'Currency', 'GST', 'RST',
] as const
export const QBO_REFUND_COLUMNS = QBO_SALES_COLUMNS.map((c) =>
  c.replace('SalesReceipt', 'RefundReceipt'),
) as readonly string[]

// Xero's sales invoice template; a negative total imports as a credit note.
// prettier-ignore
export const XERO_COLUMNS = [
  'ContactName', 'EmailAddress', 'POAddressLine1', 'POAddressLine2', 'POAddressLine3',
  'POAddressLine4', 'POCity', 'PORegion', 'POPostalCode', 'POCountry', 'InvoiceNumber',
  'Reference', 'InvoiceDate', 'DueDate', 'Total', 'InventoryItemCode', 'Description', 'Quantity',
  'UnitAmount', 'Discount', 'AccountCode', 'TaxType', 'TaxAmount', 'TrackingName1',
  'TrackingOption1', 'TrackingName2', 'TrackingOption2', 'Currency', 'BrandingTheme', 'GST', 'RST',
] as const

const money = centsToDecimalString

/** QuickBooks Online sales receipts (receipts) or refund receipts (credit notes), amounts positive. */
export function qboRows(docs: ReportDocument[], codes: AccountingCodes): string[][] {
  return docs.map((d) => [
    d.number,
    d.billedTo,
    d.issuedOn,
    d.method,
    d.bookingReference,
    codes.qboItem,
    d.description,
    '1',
    money(d.netCents),
    money(d.netCents),
    codes.qboTaxCode,
    money(d.gstCents + d.rstCents),
    CURRENCY.toUpperCase(),
    money(d.gstCents),
    money(d.rstCents),
  ])
}

/** Xero sales invoices (receipts, already paid) and credit notes (negative amounts). */
export function xeroRows(docs: ReportDocument[], codes: AccountingCodes): string[][] {
  return docs.map((d) => {
    const sign = d.kind === 'credit_note' ? -1 : 1
    // prettier-ignore
    return [
      d.billedTo, d.billedEmail, '', '', '', '', '', '', '', '',
      d.number, d.bookingReference, d.issuedOn, d.issuedOn, money(sign * d.amountCents), '',
      d.description, '1', money(sign * d.netCents), '', codes.xeroAccountCode, codes.xeroTaxType,
      money(sign * (d.gstCents + d.rstCents)), '', '', '', '', CURRENCY.toUpperCase(), '',
      money(sign * d.gstCents), money(sign * d.rstCents),
    ]
  })
}
