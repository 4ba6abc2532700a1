import { stripVTControlCharacters } from 'node:util'

// The failing tests by name, printed just above the closing total: CI keeps only the end of the
// log, and a failure that does not say which test failed cannot be reproduced.

export type VitestReport = {
  numPassedTests?: number
  numFailedTests?: number
  testResults?: {
    name: string
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[]
  }[]
}
type PwSuite = {
  specs?: {
    file: string
    line?: number
    title: string
    tests?: { projectName: string; status: string; results?: { error?: { message?: string } }[] }[]
  }[]
  suites?: PwSuite[]
}

const firstLine = (text?: string) =>
  stripVTControlCharacters(text ?? '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? ''

/** "file › test name: first line of the error" for every failed vitest and Playwright test. */
export function failedTests(vitest?: VitestReport, pw?: { suites?: PwSuite[] }): string[] {
  const found: string[] = []
  for (const file of vitest?.testResults ?? [])
    for (const t of file.assertionResults ?? [])
      if (t.status === 'failed')
        found.push(
          `${file.name.replace(process.cwd() + '/', '')} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`,
        )
  const walk = (suite: PwSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected')
          found.push(
            `[${test.projectName}] ${spec.file}:${spec.line ?? 0} › ${spec.title}: ${firstLine(test.results?.at(-1)?.error?.message)}`,
          )
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of pw?.suites ?? []) walk(suite)
  return found
}

/** Several vitest runs' JSON reports (unit and component, integration) as one. */
export function mergeVitest(...reports: (VitestReport | undefined)[]): VitestReport | undefined {
  const found = reports.filter((r): r is VitestReport => r !== undefined)
  if (found.length === 0) return undefined
  return {
    numPassedTests: found.reduce((n, r) => n + (r.numPassedTests ?? 0), 0),
    numFailedTests: found.reduce((n, r) => n + (r.numFailedTests ?? 0), 0),
    testResults: found.flatMap((r) => r.testResults ?? []),
  }
}
