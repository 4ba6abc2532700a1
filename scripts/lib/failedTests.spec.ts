import { describe, expect, it } from 'vitest'

import { failedTests, mergeVitest } from './failedTests'

describe('failedTests', () => {
  it('names each failed vitest and Playwright test with the first line of its error', () => {
    const vitest = {
      testResults: [
        {
          name: `${process.cwd()}/tests/int/a.int.spec.ts`,
          assertionResults: [
            { status: 'passed', fullName: 'ok' },
            {
              status: 'failed',
              fullName: 'money › adds',
              failureMessages: ['\nexpected 1 to be 2\nat x'],
            },
          ],
        },
      ],
    }
    const pw = {
      suites: [
        {
          suites: [
            {
              specs: [
                {
                  file: 'b.e2e.spec.ts',
                  line: 7,
                  title: 'books',
                  tests: [
                    {
                      projectName: 'phone',
                      status: 'unexpected',
                      results: [{ error: { message: 'Timed out' } }],
                    },
                    { projectName: 'desktop', status: 'expected' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    }
    expect(failedTests(vitest, pw)).toEqual([
      'tests/int/a.int.spec.ts › money › adds: expected 1 to be 2',
      '[phone] b.e2e.spec.ts:7 › books: Timed out',
    ])
    expect(failedTests(undefined, undefined)).toEqual([])
  })
})

describe('mergeVitest', () => {
  it('adds the runs up, keeps every file, and is empty only when no run reported', () => {
    const unit = { numPassedTests: 700, numFailedTests: 1, testResults: [{ name: 'u' }] }
    const int = { numPassedTests: 500, numFailedTests: 0, testResults: [{ name: 'i' }] }
    expect(mergeVitest(unit, int)).toEqual({
      numPassedTests: 1200,
      numFailedTests: 1,
      testResults: [{ name: 'u' }, { name: 'i' }],
    })
    expect(mergeVitest(undefined, int)?.numPassedTests).toBe(500)
    expect(mergeVitest(undefined, undefined)).toBeUndefined()
  })
})
