/**
 * The width a single browser test runs at, as Playwright test details: the other width's project
 * leaves it out (playwright.config.ts, `grepInvert`), so no browser is set up only to skip it.
 * Whole specs at one width are listed in playwright.config.ts instead (docs/testing.md).
 */
export const WIDTH_TAGS = { phone: '@phone', desktop: '@desktop' } as const

/** A journey with no layout of its own: once, at the width customers use (390 px). */
export const atPhone = { tag: WIDTH_TAGS.phone }

/** Staff screens and keyboard use, where keyboards are: once, at 1280 px. */
export const atDesktop = { tag: WIDTH_TAGS.desktop }

/** The projects' filter: a test tagged for the other width. */
export const taggedFor = (tag: string) => new RegExp(`${tag}\\b`)
