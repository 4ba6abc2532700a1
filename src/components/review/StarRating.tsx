/**
 * Stars 1 to 5 as a real radio group: a fieldset and its legend, one native radio per star
 * (arrow keys move, a screen reader says "4 stars, 4 of 5"), shown as stars.
 */
export function StarRating({ value }: { value: number | null }) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-stone-900">How did the photo booth do?</legend>
      <div className="mt-2 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={n}
              required
              defaultChecked={value === n}
              className="peer sr-only"
            />
            <span className="sr-only">
              {n} {n === 1 ? 'star' : 'stars'}
            </span>
            <span
              aria-hidden="true"
              className="flex min-h-12 min-w-12 items-center justify-center rounded-md border-2 border-stone-300 bg-white px-2 text-base font-semibold text-stone-700 peer-checked:border-amber-600 peer-checked:bg-amber-100 peer-checked:text-stone-950 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-stone-900"
            >
              {n} ★
            </span>
          </label>
        ))}
      </div>
      <p className="mt-1 text-sm text-stone-600">1 is poor, 5 is excellent.</p>
    </fieldset>
  )
}
