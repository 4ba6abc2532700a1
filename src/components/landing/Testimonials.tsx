import type { Testimonial } from '@reviews/contract'
import { formatInstant } from '@kernel/time'

import { SectionHeading } from './SectionHeading'

/** Published reviews, newest first, with the owner's reply. Nothing at all when there are none. */
export function Testimonials({ reviews }: { reviews: Testimonial[] }) {
  if (!reviews.length) return null
  return (
    <section
      aria-labelledby="testimonials-title"
      className="bg-amber-50 px-4 py-20 sm:px-6"
      data-testid="testimonials"
    >
      <SectionHeading
        id="testimonials-title"
        eyebrow="Reviews"
        title="What hosts said after their event"
      />
      <ul className="mx-auto mt-10 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {reviews.map((r) => (
          <li key={r.id} className="rounded-lg bg-white p-6 shadow-sm">
            <figure>
              {r.photo ? (
                // eslint-disable-next-line @next/next/no-img-element -- streamed from the gallery
                <img
                  src={r.photo}
                  alt={`A photo from ${r.name ? `${r.name}’s` : 'the host’s'} ${r.eventType?.toLowerCase() || 'event'}`}
                  loading="lazy"
                  className="mb-4 aspect-[4/3] w-full rounded-md object-cover"
                />
              ) : null}
              <p className="text-amber-700">
                <span aria-hidden="true">
                  {'★'.repeat(r.rating)}
                  {'☆'.repeat(5 - r.rating)}
                </span>
                <span className="sr-only">{r.rating} of 5 stars</span>
              </p>
              <blockquote className="mt-3 text-stone-800 whitespace-pre-line">{r.words}</blockquote>
              <figcaption className="mt-4 text-sm font-semibold text-stone-900">
                {[r.name, r.eventType].filter(Boolean).join(', ') || 'A host'}
                <span className="font-normal text-stone-600">
                  {' '}
                  · {formatInstant(r.submittedAt, 'dateTime').replace(/,\s[^,]*$/, '')}
                </span>
              </figcaption>
            </figure>
            {r.reply ? (
              <p className="mt-4 border-l-4 border-amber-300 pl-3 text-sm text-stone-700">
                <span className="font-semibold text-stone-900">Our reply: </span>
                {r.reply}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
