import { Fragment } from 'react'

// Site paths the assistant sends (e.g. '/booking?package=classic') become links.
const LINK = /(\/booking\?[\w=&%-]+)/g

export function MessageText({ text }: { text: string }) {
  return (
    <>
      {text.split(LINK).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="font-semibold underline">
            Book now
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  )
}
