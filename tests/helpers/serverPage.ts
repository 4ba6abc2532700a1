import { Window } from 'happy-dom'

import { baseURL } from './payload'

// One parser for every page: no script runs and nothing it names is fetched.
const parser = new new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
  },
}).DOMParser()

/** A page's parsed HTML (happy-dom's Document, not the DOM lib's). */
export type ServerDocument = ReturnType<typeof parser.parseFromString>

/** Text as a person reads it: whitespace runs collapsed, trimmed (Playwright's toHaveText). */
export const textOf = (el: { textContent: string | null } | null | undefined) =>
  (el?.textContent ?? '').replace(/\s+/g, ' ').trim()

/**
 * A page as the server sends it, parsed without running its scripts: for what needs no browser
 * (the words, links and data a page is sent with). Streamed parts are in the document too.
 */
export async function serverPage(path: string, init?: RequestInit) {
  const res = await fetch(`${baseURL()}${path}`, init)
  const document = parser.parseFromString(await res.text(), 'text/html')
  const links = (name: string | RegExp) =>
    [...document.querySelectorAll('a')].filter((a) =>
      typeof name === 'string' ? textOf(a).includes(name) : name.test(textOf(a)),
    )
  return { status: res.status, document, links }
}
