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
const playwrightChromium = () => {
  const file = chromium.executablePath()
  return fs.existsSync(file) ? file : undefined
}

/**
 * The browser for the Playwright tests, found or fetched in order: CHROMIUM_PATH, Debian's
 * chromium, Playwright's own, `playwright install chromium`, then (root on Debian) apt-get.
 * Returns the executable, or undefined after printing the one command to run.
 */
export function findChromium(): string | undefined {
  const given = process.env.CHROMIUM_PATH
  if (given && fs.existsSync(given)) return given
  const found = debianChromium() ?? playwrightChromium()
  if (found) return found
  console.log('No Chromium found: trying `playwright install chromium`.')
  if (run(process.execPath, ['node_modules/@playwright/test/cli.js', 'install', 'chromium'])) {
    const installed = playwrightChromium()
    if (installed) return installed
  }
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Trying `apt-get install -y chromium`.')
    if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium']))
      return debianChromium()
  }
  console.error(
    'No Chromium for the browser tests: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH) and try again.',
  )
  return undefined
}
