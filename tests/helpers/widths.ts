import { test, type TestInfo } from '@playwright/test'

/**
 * A journey whose subject has no layout of its own runs once, at the width customers use (390 px,
 * the phone project); layout and axe keep both widths (docs/testing.md).
 */
export function journeyOnPhone(testInfo: TestInfo) {
  test.skip(
    testInfo.project.name !== 'phone',
    'a journey with no layout of its own: once, at 390 px',
  )
}

/** Keyboard use is checked where keyboards are: once, at 1280 px (docs/testing.md). */
export function keyboardAtDesktop(testInfo: TestInfo) {
  test.skip(
    !testInfo.project.name.startsWith('desktop'),
    'keyboard use with no layout of its own: once, at 1280 px',
  )
}
