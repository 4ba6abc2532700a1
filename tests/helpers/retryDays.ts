import { test, type TestInfo } from '@playwright/test'

import { RETRY_DAYS } from './fileDays'

/**
 * What a browser test's retry adds to a far-off booking day (CI retries once): the first
 * attempt's bookings stay in the database, and a booking at both widths took both booths. A week,
 * so the weekday holds. Days under 60 mean a rule (notice, refund tiers) and never move.
 */
export const retryDays = (testInfo: TestInfo = test.info()) => RETRY_DAYS * testInfo.retry
