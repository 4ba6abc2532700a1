// FAQ answers are Lexical rich text; the assistant quotes them as plain sentences.
type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

const BLOCKS = new Set(['paragraph', 'heading', 'listitem', 'quote'])

/** Plain text of a Lexical document: text nodes joined, one line per block. */
export function lexicalToText(value: unknown): string {
  if (typeof value === 'string') return value
  const root = (value as { root?: LexicalNode } | null)?.root
  if (!root) return ''
  const lines: string[] = []
  const walk = (node: LexicalNode, into: string[]) => {
    if (typeof node.text === 'string') into.push(node.text)
    if (node.type === 'linebreak') into.push(' ')
    for (const child of node.children ?? []) {
      if (child.type && BLOCKS.has(child.type)) {
        const inner: string[] = []
        walk(child, inner)
        const line = inner.join('').trim()
        if (line) lines.push(child.type === 'listitem' ? `• ${line}` : line)
      } else walk(child, into)
    }
  }
  const loose: string[] = []
  walk(root, loose)
  if (loose.join('').trim()) lines.unshift(loose.join('').trim())
  return lines.join('\n')
}
