/** A drawn check mark: emoji glyphs render as empty boxes on systems without an emoji font. */
export function SuccessMark({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        width="30"
        height="30"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </span>
  )
}
