import type { DocumentView } from '@booking/rules'

/**
 * A document's lines, each with its tax: a table where there is room, a list on a phone (five
 * columns do not fit 390 px). The same figures either way.
 */
export function DocumentLines({ lines }: { lines: NonNullable<DocumentView['lines']> }) {
  return (
    <div className="mb-4" data-testid="document-lines">
      <table className="hidden w-full text-sm text-stone-800 sm:table print:table">
        <caption className="mb-2 text-left font-medium text-stone-900">Lines</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-700">
            {lines.head.map((h, i) => (
              <th
                key={h}
                scope="col"
                className={`pb-1 font-medium ${i ? 'text-right' : 'text-left'}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="py-1 pr-2 text-left font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="py-1 pl-2 text-right tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="sm:hidden print:hidden">
        <h3 className="mb-2 font-medium text-stone-900">Lines</h3>
        <ul className="grid gap-2 text-stone-800">
          {lines.rows.map(([label, net, gst, rst, amount], r) => (
            <li key={r}>
              <p className="flex justify-between gap-3">
                <span>{label}</span>
                <span className="tabular-nums">{amount}</span>
              </p>
              <p className="text-sm text-stone-700">
                Before tax {net} · GST {gst} · RST {rst}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
