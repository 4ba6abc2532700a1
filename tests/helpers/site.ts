import type { Page } from '@playwright/test'

import { visitorIp } from './visitorIp'

/**
 * A fresh simulated visitor: its own X-Forwarded-For (the app trusts it in tests) so the
 * per-client rate limit of the forms never spills from one test into another.
 */
export async function asNewVisitor(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() })
}

/** Collects console errors and failed responses; assert it stays empty. */
export function collectErrors(page: Page, ignore: RegExp[] = []) {
  const errors: string[] = []
  const keep = (text: string) => !ignore.some((re) => re.test(text)) && errors.push(text)
  page.on('console', (msg) => msg.type() === 'error' && keep(`${msg.text()} ${msg.location().url}`))
  page.on('requestfailed', (req) => keep(`failed ${req.url()} ${req.failure()?.errorText}`))
  page.on('pageerror', (err) => keep(err.message))
  page.on('response', (res) => res.status() >= 400 && keep(`${res.status()} ${res.url()}`))
  return errors
}

/** Distance from the top of the viewport to the section's top edge. */
export const sectionTop = (page: Page, id: string) =>
  page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id)
