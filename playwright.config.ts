import { defineConfig, devices } from '@playwright/test'
import fs from 'node:fs'

import { taggedFor, WIDTH_TAGS } from './tests/helpers/widths'

// npm test finds the browser (scripts/lib/findChromium.ts: Debian's headless shell first) and
// passes it as CHROMIUM_PATH; run directly, Debian's Chromium where present.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const executablePath = fs.existsSync(chromiumPath) ? chromiumPath : undefined
// Specs that change what every page shows (a package price, site settings) run on their own
// after both widths. The two widths run side by side, one worker each (their wizard slots and
// names differ: tests/helpers/wizard.ts), each in the order one worker would take: two workers
// by default, the most 2 cores carry without timing flakes. PW_WORKERS=1 runs one at a time.
const SHARED_STATE = [
  '**/admin-price.e2e.spec.ts',
  '**/site-analytics.e2e.spec.ts',
  '**/integrations-setup.e2e.spec.ts',
  '**/reviews-site.e2e.spec.ts',
]
// Specs whose subject has no layout (request forgery, CSP, a booking race, the landing's
// scripts, time-zone wording) prove nothing more at a second width: they run at 1280 px only.
const ONE_WIDTH = [
  '**/csrf.e2e.spec.ts',
  '**/hardening.e2e.spec.ts',
  '**/wizard-race.e2e.spec.ts',
  '**/chat-landing-js.e2e.spec.ts',
  '**/wizard-timezone.e2e.spec.ts',
  // Keyboard use is checked where keyboards are: 1280 px.
  '**/wizard-keyboard.e2e.spec.ts',
  '**/manage-keyboard.e2e.spec.ts',
]
// The admin is checked at 1280 px: these specs are admin screens throughout. A single test says
// its width with atPhone or atDesktop (tests/helpers/widths.ts), so a project never sets up a
// browser for a test it would skip.
const ADMIN_ONLY = [
  '**/admin-tidy.e2e.spec.ts',
  '**/health-card.e2e.spec.ts',
  '**/integrations-setup.e2e.spec.ts',
  '**/owner-admin.e2e.spec.ts',
  '**/privacy-admin.e2e.spec.ts',
  '**/reports-calendar-fit.e2e.spec.ts',
  '**/staff-admin.e2e.spec.ts',
]
// Customer journeys whose subject is what happens, not how it is laid out, run once, at the
// width customers use: 390 px. Layout stays at both widths (site chrome, pages with axe, the
// wizard's steps, forms, chat, galleries) and specs that word their own widths keep both.
const PHONE_ONLY = [
  '**/wizard-payment.e2e.spec.ts',
  '**/wizard.e2e.spec.ts',
  '**/wizard-calendar.e2e.spec.ts',
  '**/customer-times.e2e.spec.ts',
  '**/outside-area-and-dates.e2e.spec.ts',
  '**/site-returning-visitor.e2e.spec.ts',
  '**/site-subscribe.e2e.spec.ts',
  '**/chat-remembers.e2e.spec.ts',
  '**/privacy-pages.e2e.spec.ts',
  // The forms' rules and the wizard's step rules are component specs; these are the journeys.
  '**/site-forms.e2e.spec.ts',
  '**/wizard-steps.e2e.spec.ts',
]
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: false,
  workers: Number(process.env.PW_WORKERS || 2),
  // In CI a failed browser test runs once more (Playwright's own template does this); one that
  // passes on the retry is counted but named as flaky in npm test's summary. Locally: no retry.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]],
  use: {
    baseURL: process.env.APP_URL ?? 'http://127.0.0.1:3100',
    // Recording a trace for every test cost CPU in the browser and the runner; in CI only the
    // retry of a failed test is traced (locally every failure keeps its trace).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A test's page lives seconds: V8's optimizing tiers (Maglev, TurboFan) compile code that
        // never runs long enough to pay back. Without them the renderers used 15 % less CPU over
        // six specs and axe took as long; page behaviour is the same (issue 52, 2-core CI).
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  projects: [
    // Signed-in sessions for the admin tests (tests/e2e/sessions.setup.ts), before both widths.
    { name: 'sessions', testMatch: '**/sessions.setup.ts' },
    {
      name: 'desktop-pages',
      dependencies: ['sessions'],
      testIgnore: [...SHARED_STATE, ...PHONE_ONLY],
      grepInvert: taggedFor(WIDTH_TAGS.phone),
      workers: 1,
      use: desktop,
    },
    {
      name: 'phone',
      dependencies: ['sessions'],
      testIgnore: [...ONE_WIDTH, ...ADMIN_ONLY],
      grepInvert: taggedFor(WIDTH_TAGS.desktop),
      workers: 1,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    {
      name: 'desktop',
      testMatch: SHARED_STATE,
      grepInvert: taggedFor(WIDTH_TAGS.phone),
      workers: 1,
      dependencies: ['desktop-pages', 'phone'],
      use: desktop,
    },
  ],
})
