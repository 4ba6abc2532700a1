/** The camera in its amber circle: the header's mark and the logo set's. Decorative. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-amber-500 text-stone-950 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-[55%]"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="3" y="7" width="18" height="13" rx="2" />
        <circle cx="12" cy="13.5" r="3.5" />
        <path d="M8 7l1.5-3h5L16 7" />
      </svg>
    </span>
  )
}
