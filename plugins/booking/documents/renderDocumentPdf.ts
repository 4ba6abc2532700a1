import type { DocumentView } from '../presenters/documentView'
import { newPdfDocument } from './newPdfDocument'

const INK = '#1c1917'
const MUTED = '#57534e'

/** The lines, each with its tax, in five columns: the item takes what the amounts leave. */
function lineTable(
  doc: PDFKit.PDFDocument,
  lines: NonNullable<DocumentView['lines']>,
  width: number,
) {
  const col = 80
  const itemWidth = width - col * 4
  const row = (cells: readonly string[], font: string) => {
    const y = doc.y
    doc.font(font).fontSize(10).fillColor(INK)
    doc.text(cells[0]!, 56, y, { width: itemWidth - 8 })
    const after = doc.y
    cells
      .slice(1)
      .forEach((c, i) => doc.text(c, 56 + itemWidth + col * i, y, { width: col, align: 'right' }))
    doc.y = Math.max(after, doc.y)
    doc.moveDown(0.3)
  }
  row(lines.head, 'bold')
  for (const r of lines.rows) row(r, 'body')
  doc.fontSize(11).moveDown(0.6)
}

/** A receipt, credit note or invoice (or a quote: `partyHeading` "Prepared for") as a one-page
 * Letter PDF with its text selectable. */
export function renderDocumentPdf(view: DocumentView & { partyHeading?: string }): Promise<Buffer> {
  const doc = newPdfDocument({
    margin: 56,
    info: { Title: `${view.title} ${view.number}`, Author: view.seller.name },
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - 112
  const pair = (label: string, value: string, font = 'body') => {
    const y = doc.y
    doc
      .font(font)
      .fillColor(INK)
      .text(label, 56, y, { width: width - 140 })
    doc.font(font).text(value, 56 + width - 140, y, { width: 140, align: 'right' })
    doc.moveDown(0.4)
  }

  doc.font('bold').fontSize(22).fillColor(INK).text(view.title)
  doc.font('body').fontSize(11).fillColor(MUTED).text(`${view.number} · ${view.date}`)
  doc.moveDown(1.2)
  doc.font('bold').fillColor(INK).text(view.seller.name)
  doc.font('body').fillColor(MUTED)
  for (const line of view.seller.lines) doc.text(line)
  if (view.seller.gstNumber) doc.text(`GST number: ${view.seller.gstNumber}`)
  doc.moveDown(1)
  // A report (the GST/RST worksheet) bills no one.
  if (view.billedTo.length) {
    doc
      .font('bold')
      .fillColor(INK)
      .text(view.partyHeading ?? 'Billed to')
    doc.font('body').fillColor(MUTED)
    for (const line of view.billedTo) doc.text(line)
    doc.moveDown(1.2)
  }
  doc.font('body').fillColor(INK).text(view.description, { width })
  doc.moveDown(0.8)
  if (view.lines) lineTable(doc, view.lines, width)
  for (const [label, value] of view.rows) pair(label, value)
  doc
    .moveTo(56, doc.y)
    .lineTo(56 + width, doc.y)
    .strokeColor('#d6d3d1')
    .stroke()
  doc.moveDown(0.4)
  pair(view.total[0], view.total[1], 'bold')
  if (view.standing.length) doc.moveDown(0.6)
  for (const [label, value] of view.standing) pair(label, value)
  if (view.method) pair('Payment method', view.method)
  doc.moveDown(1.2)
  doc.font('body').fontSize(10).fillColor(MUTED).text(view.note, 56, doc.y, { width })
  doc.end()
  return done
}
