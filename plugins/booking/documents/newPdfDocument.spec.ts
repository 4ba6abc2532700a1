import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { renderTextPdf } from './renderTextPdf'

const text = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text

describe('newPdfDocument (fonts parsed once, shared by every document)', () => {
  it('gives each document its own subset: a second one prints glyphs the first never used', async () => {
    const first = await renderTextPdf({
      title: 'Agreement',
      subtitle: 'A-1',
      facts: [['Customer', 'Éloïse Côté']],
      sections: [{ heading: 'Terms', text: 'Paid in full.' }],
    })
    const second = await renderTextPdf({
      title: 'Quote',
      subtitle: 'Q-2',
      facts: [['Customer', 'Łukasz Nguyễn']],
      sections: [{ heading: 'Остальное', text: 'Ωmega 42' }],
    })
    expect(first.subarray(0, 5).toString()).toBe('%PDF-')
    expect(await text(first)).toContain('Éloïse Côté')
    const again = await text(second)
    for (const words of ['Łukasz Nguyễn', 'Остальное', 'Ωmega 42']) expect(again).toContain(words)
    expect(again).not.toContain('Éloïse')
  })
})
