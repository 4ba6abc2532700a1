import type { Payload } from 'payload'

import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'

type EditorConfig = Awaited<ReturnType<typeof editorConfigFactory.default>>
let cached: EditorConfig | undefined

/** Seed content is written as Markdown; the CMS stores Lexical JSON. */
export async function markdownToRichText(payload: Payload, markdown: string) {
  cached ??= await editorConfigFactory.default({ config: payload.config })
  return convertMarkdownToLexical({ editorConfig: cached, markdown }) as never
}
