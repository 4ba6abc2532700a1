/**
 * Start-up JavaScript budgets per public route, in KiB of gzip (level 9): what a first visit
 * downloads before the page is interactive (Next's root chunks plus the route's layout and page
 * chunks; dynamic imports not counted). `npm test` reads the production build's own manifests
 * right after its build and fails a route over its budget (scripts/checkBudgets.ts).
 *
 * Rules for this file:
 * - Lowering a budget is welcome (take the new figure plus a little room).
 * - Raising one needs a line in the CHANGELOG saying why (what the visitor gets for the weight).
 * - A new public page needs a line here: the check fails a route without a budget.
 * Figures before and after, and how they were measured: docs/performance-budgets.md.
 */
export const STARTUP_JS_BUDGETS_KIB: Record<string, number> = {
  // Lowered after issue 51 (149.3 and 169.5 before; docs/performance-budgets.md).
  '/': 140,
  '/booking': 150,
  // Opened from emails on phones, often on mobile data.
  '/booking/manage': 165,
  '/booking-success': 165,
  '/booking/balance': 165,
  '/booking/tip': 165,
  '/quote/[id]': 165,
  // Opened from the "gallery ready" email on phones: the grid and its lightbox (no library).
  '/gallery/[slug]': 150,
  // Opened from the review request email on phones: a server-rendered form, no JS of its own.
  '/review/[id]': 150,
  // Content pages.
  '/booking/document': 150,
  '/blog': 150,
  '/blog/[slug]': 150,
  // Its form is above the fold and hydrates at once: react-hook-form (13 KiB) on top of the
  // content pages' 150 (CHANGELOG, issue 43).
  '/contact': 160,
  '/faq': 150,
  '/service-areas': 150,
  '/privacy': 150,
  // The statement and its feedback form (no form library: 2 KiB over the content pages).
  '/accessibility': 150,
  '/terms': 150,
  '/telegram-setup': 150,
  '/logo-demo': 150,
  '/logo-winnipeg-demo': 150,
  '/[...missing]': 150,
}
