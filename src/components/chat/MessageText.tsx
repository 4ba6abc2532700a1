import { Fragment } from 'react'

// Site paths the assistant sends become links: '/booking?package=3' (or '/booking') books, and
// '/service-areas?outside=Thompson' (its outside-area offer) opens the request form in place.
// The wizard link carries what the visitor told the assistant ('/booking?package=3&date=…&email=a%40b.ca').
const LINK = /(\/booking(?:\?[\w=&%.+-]*[\w=&%+-])?(?![\w/-])|\/service-areas\?outside=[\w%.-]+)/g
const OUTSIDE = /^\/service-areas\?outside=(.+)$/
// The availability answer's waitlist offer: the wizard's step 3 with the waitlist form open.
const WAITLIST = /[?&]waitlist=1(?:&|$)/
const decode = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

export function MessageText({
  text,
  onOutsideArea,
}: {
  text: string
  onOutsideArea?: (place: string) => void
}) {
  return (
    <>
      {text.split(LINK).map((part, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>
        const outside = OUTSIDE.exec(part)
        if (!outside)
          return (
            <a key={i} href={part} className="font-semibold underline">
              {WAITLIST.test(part) ? 'Join the waitlist' : 'Book now'}
            </a>
          )
        const place = decode(outside[1])
        return (
          <a
            key={i}
            href={part}
            className="font-semibold underline"
            onClick={(e) => {
              if (!onOutsideArea) return
              e.preventDefault()
              onOutsideArea(place)
            }}
          >
            Send us your event details
          </a>
        )
      })}
    </>
  )
}
