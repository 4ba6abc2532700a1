import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

// Typography without a plugin: spacing and sizes for the elements the CMS editor produces.
const prose =
  'max-w-none text-stone-800 leading-relaxed [&_a]:font-medium [&_a]:text-amber-900 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-amber-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-stone-950 [&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:mt-1.5 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-stone-950 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6'

/** CMS rich text (Lexical) rendered as plain, styled HTML. */
export function RichTextContent({ data, className = '' }: { data: unknown; className?: string }) {
  if (!data) return null
  return (
    <RichText
      data={data as SerializedEditorState}
      className={`${prose} ${className}`}
      disableContainer={false}
    />
  )
}
