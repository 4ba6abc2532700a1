// Lighthouse, Puppeteer and chrome-launcher are the web audit's alone: they live in
// scripts/audit/ with their own lock, installed on first use, so `npm install` (and so the
// first `npm start`) skips their ~90 packages. Typed here by the little the audit uses.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { root } from '../env'

export const AUDIT_TOOLS_DIR = path.join(root, 'scripts', 'audit')

export type AuditPage = {
  goto(url: string, opts?: { waitUntil?: string; timeout?: number }): Promise<unknown>
  evaluate<A>(fn: (arg: A) => unknown, arg: A): Promise<unknown>
  createCDPSession(): Promise<{ send(method: string): Promise<unknown>; detach(): Promise<void> }>
  on(event: 'response', fn: (res: { url(): string }) => void): unknown
  off(event: 'response', fn: (res: { url(): string }) => void): unknown
  close(): Promise<void>
}

type AuditRef = { id: string; weight: number }
export type LighthouseResult = {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: AuditRef[] } | undefined>
    audits: Record<string, { score: number | null; numericValue?: number; details?: unknown }>
    environment?: { benchmarkIndex?: number }
  }
  report: string | string[]
}

export type AuditTools = {
  lighthouse: (
    url: string,
    flags: Record<string, unknown>,
    config: undefined,
    page: AuditPage,
  ) => Promise<LighthouseResult | undefined>
  puppeteer: {
    connect(opts: { browserURL: string }): Promise<{
      newPage(): Promise<AuditPage>
      disconnect(): Promise<void> | void
    }>
  }
  chromeLauncher: {
    launch(opts: { chromePath: string; chromeFlags: string[] }): Promise<{
      port: number
      kill(): void
    }>
  }
}

const installed = () =>
  fs.existsSync(path.join(AUDIT_TOOLS_DIR, 'node_modules', 'lighthouse', 'package.json'))

/** Installs the audit's tools into scripts/audit/node_modules unless they are there already. */
export function ensureAuditTools(): void {
  if (installed()) return
  console.log('[audit] installing Lighthouse and its drivers into scripts/audit (first use)')
  const npm = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefix', AUDIT_TOOLS_DIR],
    {
      stdio: 'inherit',
    },
  )
  if (npm.status !== 0 || !installed())
    throw new Error(`npm install --prefix ${AUDIT_TOOLS_DIR} failed: the web audit needs it`)
}

export async function loadAuditTools(): Promise<AuditTools> {
  ensureAuditTools()
  const entry = pathToFileURL(path.join(AUDIT_TOOLS_DIR, 'index.mjs')).href
  return (await import(entry)) as AuditTools
}
