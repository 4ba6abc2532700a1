/** The terms exactly as the server will record them, in a scrollable, keyboard-reachable box. */
export function AgreementText({
  title,
  version,
  text,
}: {
  title: string
  version: string
  text: string
}) {
  return (
    <section aria-labelledby="agreement-title" className="grid gap-2">
      <h2 id="agreement-title" className="text-xl font-semibold text-stone-900">
        Read the agreement
      </h2>
      <p className="text-sm text-stone-700">
        {title}, version {version}
      </p>
      <div
        tabIndex={0}
        role="region"
        aria-label={`${title} (scrollable)`}
        className="max-h-72 overflow-y-auto rounded-xl border border-stone-300 bg-stone-50 p-4 text-sm whitespace-pre-wrap text-stone-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-600"
      >
        {text}
      </div>
    </section>
  )
}
