import { describe, expect, it } from 'vitest'

import { escapeHtml } from './escapeHtml'

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    )
  })

  it('leaves other text, accents included, as it is', () => {
    expect(escapeHtml('Éloïse Côté: $299.00 (GST 5%)')).toBe('Éloïse Côté: $299.00 (GST 5%)')
  })
})
