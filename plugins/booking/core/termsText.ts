// The terms page's rich text as the plain text a customer signs (and the agreement PDF prints).

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

const BLOCKS = new Set(['paragraph', 'heading', 'list', 'quote'])

function nodeText(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text
  if (node.type === 'linebreak') return '\n'
  const inner = (node.children ?? []).map(nodeText).join('')
  if (node.type === 'listitem') return `• ${inner}\n`
  return BLOCKS.has(node.type ?? '') ? `${inner}\n\n` : inner
}

/** Paragraphs separated by a blank line; no trailing space, so the same content hashes the same. */
export function termsText(content: unknown): string {
  const root = (content as { root?: LexicalNode } | null)?.root
  if (!root) return ''
  return nodeText(root)
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
