/**
 * One photo of their own gallery to show with the review (optional): a radio group of thumbnails
 * with "No photo" first, and the tick that the guests in it agree. Plain HTML, no script.
 */
export function PhotoChoice({
  bookingId,
  token,
  photos,
  chosen,
  permission,
}: {
  bookingId: number
  token: string
  photos: number[]
  chosen: number | null
  permission: boolean
}) {
  if (!photos.length) return null
  const src = (id: number) =>
    `/api/review-photo/${bookingId}/${id}?token=${encodeURIComponent(token)}`
  const tile =
    'flex size-24 items-center justify-center overflow-hidden rounded-md border-2 border-stone-300 bg-white text-sm text-stone-800 peer-checked:border-amber-600 peer-checked:ring-4 peer-checked:ring-amber-300 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-stone-900'
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold text-stone-900">
        A photo from your gallery (optional)
      </legend>
      <p id="review-photo-hint" className="text-sm text-stone-600">
        Shown with your review on our website if we publish it.
      </p>
      <div className="flex flex-wrap gap-2" aria-describedby="review-photo-hint">
        <label className="cursor-pointer">
          <input
            type="radio"
            name="photo"
            value=""
            defaultChecked={!chosen}
            className="peer sr-only"
          />
          <span className={tile}>No photo</span>
        </label>
        {photos.map((id, i) => (
          <label key={id} className="cursor-pointer">
            <input
              type="radio"
              name="photo"
              value={id}
              defaultChecked={chosen === id}
              className="peer sr-only"
            />
            <span className="sr-only">Photo {i + 1}</span>
            <span className={tile} aria-hidden="true">
              {/* eslint-disable-next-line @next/next/no-img-element -- a private, signed file */}
              <img src={src(id)} alt="" loading="lazy" className="size-full object-cover" />
            </span>
          </label>
        ))}
      </div>
      <div className="flex items-start gap-3">
        <input
          id="review-photo-permission"
          type="checkbox"
          name="photoPermission"
          value="yes"
          defaultChecked={permission}
          className="mt-1 size-5"
        />
        <label htmlFor="review-photo-permission" className="text-stone-800">
          The people in the photo I chose agree to it being shown on the website.
        </label>
      </div>
    </fieldset>
  )
}
