import { preload } from 'react-dom'

import { ratingWords, type RatingSummary } from '@reviews/contract'

import { SectionLink } from '../layout/SectionLink'
import { BookEventLink } from './BookEventLink'
import { LazyHeroVideo } from './LazyHeroVideo'

export const HERO_VIDEO_SRC = '/videos/hero.webm'
const POSTER_SRC = '/images/hero-poster.webp'

/** 'Light up the Moment': the poster is the LCP image; the video fades in over it once playing. */
export function Hero({ rating }: { rating: RatingSummary | null }) {
  // What next/image's `priority` did: a preload in the head, so the paint does not wait on CSS.
  preload(POSTER_SRC, { as: 'image', fetchPriority: 'high' })
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-stone-900 text-white"
    >
      {/* A plain <img>, not next/image: its client component was 5 KiB gzip of the landing's
          start-up JavaScript for an image served as is. A soft 6 kB WebP (640 px, scaled up;
          scripts/images): no optimizer round trip, and not CSS-blurred (a costly paint on
          phones). */}
      {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
      <img
        src={POSTER_SRC}
        alt=""
        fetchPriority="high"
        decoding="async"
        data-testid="hero-poster"
        className="absolute inset-0 -z-20 size-full object-cover text-transparent"
      />
      <div className="absolute inset-0 -z-10">
        <LazyHeroVideo src={HERO_VIDEO_SRC} />
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-stone-950/60 via-stone-950/45 to-stone-950/75"
      />
      <div className="mx-auto flex min-h-[78svh] max-w-4xl flex-col items-center justify-center px-5 py-24 text-center">
        {rating ? (
          <p
            data-testid="hero-rating"
            className="rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium backdrop-blur"
          >
            <span aria-hidden="true" className="text-amber-300">
              ★
            </span>{' '}
            {ratingWords(rating)}
          </p>
        ) : null}
        <h1
          id="hero-title"
          className="mt-6 text-5xl font-extrabold tracking-tight text-balance sm:text-7xl"
        >
          Light up the Moment
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-stone-100 sm:text-xl">
          Photo booth rentals for weddings, birthdays and corporate events across Winnipeg and
          Manitoba. Props included, prices in CAD with taxes included.
        </p>
        <div className="mt-9 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <BookEventLink className="min-h-12 rounded-full bg-amber-500 px-8 py-3.5 text-lg font-semibold text-stone-950 shadow-lg hover:bg-amber-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            Book Your Event
          </BookEventLink>
          <SectionLink
            section="packages"
            className="min-h-12 rounded-full border border-white/70 px-8 py-3.5 text-lg font-semibold hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            View Packages
          </SectionLink>
        </div>
      </div>
    </section>
  )
}
