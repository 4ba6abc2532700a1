import fs from 'node:fs'
import path from 'node:path'
import { create } from 'fontkit'
import PDFDocument from 'pdfkit'

// DejaVu Sans covers Latin, Greek and Cyrillic (Éloïse Côté, Łukasz, Nguyễn); pdfkit embeds only
// the glyphs used, so a receipt stays about 20 KB.
const FONT_DIR = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf')
const face = (file: string) => create(fs.readFileSync(path.join(FONT_DIR, file)))

let fonts: { regular: unknown; bold: unknown } | undefined

/**
 * A Letter-sized pdfkit document whose default and 'body' font is DejaVu Sans and 'bold' its bold
 * face, both parsed once per server. Given a path or bytes, pdfkit parses the 740 KB font again
 * for every document (a fifth of a server's CPU in the integration tests, where each payment
 * mails a receipt); given a parsed font it only makes the document's own subset of glyphs.
 */
export function newPdfDocument(options: Omit<PDFKit.PDFDocumentOptions, 'font' | 'size'>) {
  fonts ??= { regular: face('DejaVuSans.ttf'), bold: face('DejaVuSans-Bold.ttf') }
  // pdfkit takes a fontkit font wherever it takes a path (anything with `layout`); its types
  // list only paths and bytes. The default font also keeps pdfkit's Helvetica metrics unread.
  return new PDFDocument({ ...options, size: 'LETTER', font: fonts.regular as string })
    .registerFont('body', fonts.regular as string)
    .registerFont('bold', fonts.bold as string)
}
