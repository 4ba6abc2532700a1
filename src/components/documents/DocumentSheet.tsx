import type { DocumentView } from '@booking/rules'

import { ui } from '@/components/ui/ui'
import '../success/print.css'
import { DocumentLines } from './DocumentLines'
import { PrintButton } from './PrintButton'

/** A receipt, credit note or invoice as a printable page: the same content as its PDF. */
export function DocumentSheet({
  view,
  pdfHref,
  manageHref,
}: {
  view: DocumentView
  pdfHref: string
  manageHref: string
}) {
  return (
    <article className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">{view.title}</h1>
        <p className="mt-1 text-stone-700">
          <span data-testid="document-number">{view.number}</span> · {view.date}
        </p>
      </header>
      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="doc-from">
          <h2 id="doc-from" className="text-sm font-semibold text-stone-900">
            From
          </h2>
          <p className="font-medium text-stone-900">{view.seller.name}</p>
          {view.seller.lines.map((line) => (
            <p key={line} className="text-stone-700">
              {line}
            </p>
          ))}
          {view.seller.gstNumber && (
            <p className="text-stone-700">GST number: {view.seller.gstNumber}</p>
          )}
        </section>
        <section aria-labelledby="doc-to">
          <h2 id="doc-to" className="text-sm font-semibold text-stone-900">
            Billed to
          </h2>
          {view.billedTo.map((line) => (
            <p key={line} className="text-stone-700">
              {line}
            </p>
          ))}
        </section>
      </div>
      <section aria-labelledby="doc-amounts" className={ui.card}>
        <h2 id="doc-amounts" className="mb-3 font-medium text-stone-900">
          {view.description}
        </h2>
        {view.lines && <DocumentLines lines={view.lines} />}
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-stone-800">
          {[...view.rows, view.total].map(([label, value], i) => (
            <div key={label} className="contents">
              <dt
                className={
                  i === view.rows.length ? 'border-t border-stone-200 pt-2 font-semibold' : ''
                }
              >
                {label}
              </dt>
              <dd
                className={`text-right tabular-nums ${i === view.rows.length ? 'border-t border-stone-200 pt-2 font-semibold' : ''}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {view.standing.length > 0 && (
          <dl
            className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 border-t border-stone-200 pt-3 text-stone-800"
            data-testid="document-standing"
          >
            {view.standing.map(([label, value]) => (
              <div key={label} className="contents">
                <dt>{label}</dt>
                <dd className="text-right tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {view.method && (
          <p className="mt-3 text-stone-800" data-testid="document-method">
            {`Payment method: ${view.method}`}
          </p>
        )}
        <p className="mt-4 text-sm text-stone-700">{view.note}</p>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row print:hidden">
        <PrintButton />
        <a href={pdfHref} className={ui.secondary} download={`${view.number}.pdf`}>
          Download PDF
        </a>
        <a href={manageHref} className={`${ui.link} self-center`}>
          Back to your booking
        </a>
      </div>
    </article>
  )
}
