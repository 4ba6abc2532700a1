import { newPdfDocument } from './newPdfDocument'

const INK = '#1c1917'
const MUTED = '#57534e'

export type TextPdf = {
  title: string
  subtitle: string
  /** Label/value rows under the title (booking, customer, event). */
  facts: [string, string][]
  /** Headed blocks of text, printed exactly as given (the terms as signed). */
  sections: { heading: string; text: string }[]
}

/** A Letter PDF of headed plain text with selectable text: agreements and quotes. */
export function renderTextPdf(view: TextPdf): Promise<Buffer> {
  const doc = newPdfDocument({ margin: 56, info: { Title: `${view.title} ${view.subtitle}` } })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - 112
  doc.font('bold').fontSize(20).fillColor(INK).text(view.title)
  doc.font('body').fontSize(11).fillColor(MUTED).text(view.subtitle)
  doc.moveDown(1)
  for (const [label, value] of view.facts) {
    doc.font('bold').fontSize(10).fillColor(INK).text(`${label}: `, { continued: true })
    doc.font('body').text(value)
  }
  for (const s of view.sections) {
    doc.moveDown(1)
    doc.font('bold').fontSize(13).fillColor(INK).text(s.heading)
    doc.moveDown(0.3)
    doc.font('body').fontSize(10).fillColor(INK).text(s.text, { width })
  }
  doc.end()
  return done
}
