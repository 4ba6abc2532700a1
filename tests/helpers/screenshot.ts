import type { Locator, Page, PageScreenshotOptions } from '@playwright/test'

/**
 * Screenshots are for a person looking at a change: taken by default locally, skipped in CI
 * (PW_SCREENSHOTS=true takes them there too). Nobody views them in CI, and the ~200 full-page
 * captures cost the browser tests CPU the 2 cores lack. A failing test still gets Playwright's
 * own screenshot (playwright.config.ts).
 */
export const screenshotsWanted = process.env.PW_SCREENSHOTS
  ? process.env.PW_SCREENSHOTS === 'true'
  : process.env.CI !== 'true'

/** `target.screenshot(options)` when screenshots are wanted. */
export async function screenshot(target: Page | Locator, options: PageScreenshotOptions) {
  if (screenshotsWanted) await target.screenshot(options)
}
