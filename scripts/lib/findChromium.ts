import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { chromium } from '@playwright/test'

const run = (cmd: string, args: string[]) =>
  spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0

function onPath(name: string): string | undefined {
  try {
    return (
      execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined
    )
  } catch {
    return undefined
  }
}

const debianChromium = () => onPath('chromium') ?? onPath('chromium-browser')
// Debian's build of the old headless shell: what Playwright itself runs for headless tests. On 2
// cores it ran a set of browser tests in 106 s instead of 127 s (a quarter less CPU in Chromium).
const debianHeadlessShell = () => onPath('chromium-headless-shell')
const playwrightChromium = () => {
  const file = chromium.executablePath()
  return fs.existsSync(file) ? file : undefined
}

/**
 * The browser, found or fetched in order: CHROMIUM_PATH, Debian's chromium (for the browser
 * tests its headless shell first, when installed), Playwright's own, `playwright install
 * chromium`, then (root on Debian) apt-get. Lighthouse keeps the full browser (`headlessShell`
 * false), the one its figures were taken with. Returns the executable, or undefined after
 * printing the one command to run (`install: false`: only what is already there).
 */
export function findChromium({ headlessShell = false, install = true } = {}): string | undefined {
  const given = process.env.CHROMIUM_PATH
  if (given && fs.existsSync(given)) return given
  const debian = () =>
    headlessShell ? (debianHeadlessShell() ?? debianChromium()) : debianChromium()
  const found = debian() ?? playwrightChromium()
  if (found || !install) return found
  console.log('No Chromium found: trying `playwright install chromium`.')
  if (run(process.execPath, ['node_modules/@playwright/test/cli.js', 'install', 'chromium'])) {
    const installed = playwrightChromium()
    if (installed) return installed
  }
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Trying `apt-get install -y chromium chromium-headless-shell`.')
    const aptInstall = (...packages: string[]) =>
      run('apt-get', ['install', '-y', '-qq', ...packages])
    // A release without the headless shell still has chromium: the tests run in it then.
    if (
      run('apt-get', ['update', '-qq']) &&
      (aptInstall('chromium', 'chromium-headless-shell') || aptInstall('chromium'))
    )
      return debian()
  }
  console.error(
    'No Chromium for the browser tests: run `sudo apt-get install -y chromium chromium-headless-shell` (or set CHROMIUM_PATH) and try again.',
  )
  return undefined
}
