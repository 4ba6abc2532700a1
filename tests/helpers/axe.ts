import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Axe reads colours as painted: a drawer or a toast still fading in fails colour contrast (a
 * faster run once caught Payload's drawer button mid-transition). Waits for finite animations.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  )
}

/**
 * WCAG 2.2 A/AA violations on the page (or within a selector), once animations are done.
 * `skipFrames`: iframes axe must not enter, such as a sandboxed email preview, where Chromium can
 * leave axe's frame script waiting until the test times out. `tags: null` runs every rule axe
 * has (best practices too), as the public pages' own checks do.
 */
export async function axeViolations(
  page: Page,
  within?: string,
  skipFrames: string[] = [],
  tags: string[] | null = WCAG_TAGS,
): Promise<string[]> {
  await animationsDone(page)
  // Next streams a page's metadata after its shell: right after a client-side navigation the
  // <title> can still be on its way (a fresh clone's run caught the bookings search there, and a
  // loaded machine once took over 5 s). A page that never gets one is still reported, 10 s later.
  await page
    .waitForFunction(() => document.title !== '', undefined, { timeout: 10_000 })
    .catch(() => {})
  // axe.run in the page (legacy mode): the default runPartial path opens a second tab per check
  // and ships every passing node through Node to it, a third more time for the same rules (admin
  // pages: 31 s → 21 s over 18 checks). Our pages have no cross-origin frames, its only gain.
  // resultTypes: every rule still runs on every node, but only violations are kept whole (the
  // passes' selectors and serialising were a fifth of each check: 24 checks 31.9 s → 25.8 s).
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })
  if (tags) builder.withTags(tags)
  if (within) builder.include(within)
  for (const frame of skipFrames) builder.exclude(frame)
  const { violations } = await builder.analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}

/** Every rule axe has, best practices too, on the whole page: the public pages' and wizard's check. */
export const axeEveryRule = (page: Page) => axeViolations(page, undefined, [], null)
