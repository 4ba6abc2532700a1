import { firstStepMsg as msg } from './firstStepMessages'
import type { AddressSearch } from './useAddressSearch'

type Props = AddressSearch & {
  /** The combobox's id: the list and its options are named from it. */
  id: string
  showList: boolean
  active: number
  onPick: (text: string) => void
}

/** The combobox's popup: a status line for screen readers and the listbox of suggestions. */
export function AddressSuggestions({ id, showList, status, results, active, onPick }: Props) {
  return (
    <div
      hidden={!showList}
      className="absolute z-20 mt-1 w-full overflow-hidden rounded-xl border border-stone-200 bg-white shadow-lg"
    >
      <p
        role="status"
        className={
          status === 'loading' || results.length === 0
            ? 'px-4 py-3 text-sm text-stone-700'
            : 'sr-only'
        }
      >
        {status === 'loading'
          ? 'Searching addresses…'
          : results.length === 0
            ? msg.noAddresses
            : `${results.length} suggestions`}
      </p>
      {status === 'done' && results.length > 0 && (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label="Address suggestions"
          className="max-h-72 overflow-auto"
        >
          {results.map((a, i) => (
            <li
              key={a.id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={`cursor-pointer px-4 py-3 ${i === active ? 'bg-amber-100' : 'hover:bg-stone-100'}`}
              onMouseDown={(e) => {
                e.preventDefault()
                onPick(a.text)
              }}
            >
              <span className="block font-medium text-stone-900">{a.text}</span>
              <span className="block text-sm text-stone-600">{a.description}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
