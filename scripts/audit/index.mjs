// The audit's tools, resolved from this folder's own node_modules (scripts/lib/audit/auditTools.ts).
export { default as lighthouse } from 'lighthouse'
export { default as puppeteer } from 'puppeteer-core'
export * as chromeLauncher from 'chrome-launcher'
