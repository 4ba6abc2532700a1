import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'path'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { fileURLToPath } from 'url'

import { hostLinks } from './admin/hostLinks'
import { Faqs } from './collections/Faqs'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { ServiceAreas } from './collections/ServiceAreas'
import { Users } from './collections/Users'
import { SiteSettings } from './globals/SiteSettings'
import { withSiteRevalidation } from './hooks/revalidateSite'
import { migrations } from './migrations'
import { documentTimesPlugin } from '@admin-kit/documentTimesPlugin'
import { staffNavPlugin } from '@admin-kit/staffAdmin'
import { bookingPlugin } from '@booking/plugin'
import { geocoderFromEnv, paymentGatewayFromEnv } from '@booking/server'
import {
  bearerMatches,
  installJobClaims,
  jsonPinoOptions,
  keepPoolAlive,
  listenForPageChanges,
  stopWithServer,
  pollJobsEvery,
  hasRole,
  trustedOrigins,
} from '@server-kit'
import { cartsPlugin } from '@carts/plugin'
import { chatPlugin } from '@chat/plugin'
import { crewPlugin } from '@crew/plugin'
import { galleriesPlugin } from '@galleries/plugin'
import { customersPlugin } from '@customers/plugin'
import { inputGuardPlugin } from '@inputGuard/plugin'
import { inquiriesPlugin } from '@inquiries/plugin'
import { quotesPlugin } from '@quotes/plugin'
import { integrationsPlugin } from '@integrations/plugin'
import { chatNotify, googleCalendarSync, telegramNotifier } from '@integrations/server'
import { outboxPlugin } from '@outbox/plugin'
import { smsGatewayFromEnv } from '@outbox/server'
import { privacyPlugin } from '@privacy/plugin'
import { healthPlugin } from '@health/plugin'
import { reportsPlugin } from '@reports/plugin'
import { reviewsPlugin } from '@reviews/plugin'
import { emailFromEnv } from './src/lib/server/emailFromEnv'
import { systemStatus } from './src/lib/server/systemStatus'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// A guessable secret would let anyone forge a staff session.
if (process.env.NODE_ENV === 'production' && !process.env.PAYLOAD_SECRET) {
  throw new Error('PAYLOAD_SECRET must be set in production (see .env.example).')
}

const email = emailFromEnv(process.env)
// One gateway for the booking plugin and the crew's cash collected on site.
const paymentGateway = paymentGatewayFromEnv(process.env)

export default buildConfig({
  serverURL: process.env.NEXT_PUBLIC_SERVER_URL || '',
  // Cookie-authenticated requests only from the site's own origins (CSRF); never an empty list,
  // which Payload reads as "any origin".
  csrf: trustedOrigins(),
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' | Photo Booth Admin' },
    // The business's name and mark on the login page and in the nav, not Payload's.
    components: {
      graphics: { Logo: '/admin/AdminLogo#AdminLogo', Icon: '/admin/AdminLogo#AdminIcon' },
    },
  },
  // The catalog (packages, add-ons, backdrops, promo codes) is the booking plugin's.
  collections: [Posts, Faqs, ServiceAreas, Pages, Media, Users],
  globals: [SiteSettings],
  editor: lexicalEditor(),
  email,
  secret: process.env.PAYLOAD_SECRET || 'dev-only-secret-change-me',
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    // Payload regenerates the types in a child process at every non-production start: under
    // `next dev` that helps; in scripts and tests (seed, each test worker) it cost CPU and
    // rewrote the file while tsc read it. `npm run generate:types` makes them on purpose.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  db: postgresAdapter({
    // A booking holds one connection for its transaction and briefly needs a second (rate
    // limit, catalog version): pg's default of 10 left requests queueing for connections.
    pool: {
      connectionString: process.env.DATABASE_URL || '',
      max: Number(process.env.DATABASE_POOL_MAX || 20),
      // Never wait forever for a connection: a transaction that needs a second one while every
      // connection is held by transactions waiting on its locks would hang them all. After 15 s
      // the waiter fails (503 database_unavailable, Retry-After) and its locks are released.
      connectionTimeoutMillis: 15_000,
    },
    // Schema changes go through committed migrations only, in every environment.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  // Production logs are JSON lines carrying the request's id (packages/server-kit/jsonConsole.ts).
  ...(process.env.NODE_ENV === 'production' && process.env.LOG_FORMAT !== 'pretty'
    ? { logger: { options: jsonPinoOptions } }
    : {}),
  // Plugins add their queues to autoRun; JOBS_AUTORUN=false leaves them to another server or cron.
  // Every server may run them: each run is claimed by one (packages/server-kit/jobClaims.ts).
  jobs: {
    shouldAutoRun: () => process.env.JOBS_AUTORUN !== 'false',
    // Serverless mode: a platform cron calls /api/payload-jobs/run with the bearer CRON_SECRET.
    access: {
      run: ({ req }) =>
        bearerMatches(req.headers.get('authorization'), process.env.CRON_SECRET) ||
        hasRole(req.user, ['admin']),
    },
  },
  onInit: async (payload) => {
    // A restarting PostgreSQL must not take the server down with it.
    keepPoolAlive(payload)
    installJobClaims(payload)
    stopWithServer(payload)
    listenForPageChanges(payload)
  },
  sharp,
  telemetry: false,
  // Order matters: carts hooks into the bookings collection the booking plugin registers;
  // the outbox wraps whatever email adapter is configured.
  plugins: [
    bookingPlugin({
      gateway: paymentGateway,
      geocoder: geocoderFromEnv(process.env),
      // Both stay "not connected" until an admin sets them up (/admin/google-setup, /admin/telegram-setup).
      calendar: googleCalendarSync,
      notifier: telegramNotifier,
      // Catalog edits show on the site's pages at once, as the host's own collections' do.
      catalogOverride: withSiteRevalidation,
    }),
    // After the booking plugin: it adds endpoints to the bookings collection.
    crewPlugin({ gateway: paymentGateway }),
    // After the booking plugin: it adds the gallery endpoints to bookings and their snapshot.
    galleriesPlugin(),
    // After booking and galleries: asks for a review when the gallery arrives.
    reviewsPlugin(),
    cartsPlugin({ systemStatus }),
    inquiriesPlugin(),
    // After inquiries and bookings: quotes link to both.
    quotesPlugin(),
    chatPlugin({ notify: chatNotify(telegramNotifier) }),
    customersPlugin(),
    integrationsPlugin(),
    outboxPlugin({ sms: smsGatewayFromEnv(process.env) }),
    reportsPlugin(),
    privacyPlugin(),
    healthPlugin({ notifier: telegramNotifier }),
    // After the plugins: it guards every collection they added.
    inputGuardPlugin(),
    // After the plugins: the staff views each enabled plugin linked, and the host's own.
    staffNavPlugin(hostLinks),
    // After the plugins: Winnipeg times on every edit view (a booking's workspace has its own).
    documentTimesPlugin(['bookings']),
    // Last, so it sees every plugin's queue.
    pollJobsEvery(process.env.JOBS_AUTORUN_CRON),
  ],
})
