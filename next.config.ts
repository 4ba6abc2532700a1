import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants'
import path from 'path'
import { fileURLToPath } from 'url'

// next.config.ts is compiled without the tsconfig aliases: booking's boot entry, by path.
import { assertPaymentsConfigured } from './plugins/booking/boot'
import { securityHeaders } from './src/lib/security/securityHeaders'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // withPayload would add its own 'X-Powered-By: Next.js, Payload' unless this is false.
  poweredByHeader: false,
  images: {
    // Media is served by Payload from /api/media/file/...; same origin only.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  turbopack: { root: path.resolve(dirname) },
  // npm test runs servers on one build and several databases: each keeps the pages it regenerates
  // in memory, never in the build's shared route cache (scripts/test.ts sets this).
  experimental: {
    isrFlushToDisk: process.env.NEXT_ISR_FLUSH_TO_DISK !== 'false',
    // A server loads every page and route at start so its first requests are quick. The test
    // servers each serve a few routes and start a dozen times a run: they load on demand
    // (NEXT_PRELOAD_ENTRIES=false, scripts/test.ts), a tenth of their CPU otherwise (profiled).
    preloadEntriesOnStart: process.env.NEXT_PRELOAD_ENTRIES !== 'false',
    // CI builds a fresh clone once: Turbopack's build cache (365 MB, compacted after the build)
    // would be written for nobody. Local builds keep it, so the next one is quicker.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
  // pdfkit reads its font metrics from its own folder at run time: load it from node_modules.
  serverExternalPackages: ['pdfkit', 'fontkit', 'twilio'],
  // `npm start` skips the type check to serve sooner; `npm test` and `npm run build` keep it.
  typescript: { ignoreBuildErrors: process.env.SKIP_TYPECHECK === 'true' },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withPayloadConfig.headers

const config = {
  ...withPayloadConfig,
  // Payload sends Critical-CH (colour-scheme client hint) on every path, which makes Chrome
  // request each first page twice (~0.7 s on mobile). Only the admin uses the hint.
  headers: async () => [
    ...securityHeaders(),
    ...((await payloadHeaders?.()) ?? []).map((rule) =>
      rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule,
    ),
    // public/ files are served with max-age=0 (a revalidation per view). Their names carry no
    // hash, so not immutable: a day fresh, then served stale while the browser re-checks.
    ...['/images/:path*', '/videos/:path*'].map((source) => ({
      source,
      headers: [
        { key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' },
      ],
    })),
  ],
} satisfies NextConfig

/**
 * A server (next start / next dev) without Stripe keys would take bookings nobody pays for: it
 * refuses to start here, as it reads this file, unless ALLOW_DEMO_PAYMENTS=true (see README).
 */
export default function configForPhase(phase: string) {
  if (phase === PHASE_PRODUCTION_SERVER || phase === PHASE_DEVELOPMENT_SERVER) {
    try {
      assertPaymentsConfigured()
    } catch (error) {
      console.error(`\n${(error as Error).message}\n`)
      process.exit(1)
    }
  }
  return config
}
