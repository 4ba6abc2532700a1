import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'path'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { fileURLToPath } from 'url'

import { AddOns } from './collections/AddOns'
import { Backdrops } from './collections/Backdrops'
import { Faqs } from './collections/Faqs'
import { Inquiries } from './collections/Inquiries'
import { Media } from './collections/Media'
import { Packages } from './collections/Packages'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { PromoCodes } from './collections/PromoCodes'
import { ServiceAreas } from './collections/ServiceAreas'
import { Subscribers } from './collections/Subscribers'
import { Users } from './collections/Users'
import { SiteSettings } from './globals/SiteSettings'
import { migrations } from './migrations'
import { bookingPlugin } from './plugins/booking'
import { cartsPlugin } from './plugins/carts'
import { chatPlugin } from './plugins/chat'
import { inquiriesPlugin } from './plugins/inquiries'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// A guessable secret would let anyone forge a staff session.
if (process.env.NODE_ENV === 'production' && !process.env.PAYLOAD_SECRET) {
  throw new Error('PAYLOAD_SECRET must be set in production (see .env.example).')
}

// SMTP when configured; otherwise Payload logs emails to the console.
const email = process.env.SMTP_HOST
  ? nodemailerAdapter({
      defaultFromAddress: process.env.EMAIL_FROM || 'bookings@example.com',
      defaultFromName: process.env.EMAIL_FROM_NAME || 'Winnipeg Photo Booth Co.',
      transportOptions: {
        host: process.env.SMTP_HOST,
        port: Number(process.env.SMTP_PORT || 587),
        secure: process.env.SMTP_SECURE === 'true',
        auth: process.env.SMTP_USER
          ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS }
          : undefined,
      },
    })
  : undefined

export default buildConfig({
  serverURL: process.env.NEXT_PUBLIC_SERVER_URL || '',
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' | Photo Booth Admin' },
  },
  collections: [
    Packages,
    AddOns,
    Backdrops,
    PromoCodes,
    Posts,
    Faqs,
    ServiceAreas,
    Pages,
    Media,
    Inquiries,
    Subscribers,
    Users,
  ],
  globals: [SiteSettings],
  editor: lexicalEditor(),
  email,
  secret: process.env.PAYLOAD_SECRET || 'dev-only-secret-change-me',
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL || '' },
    // Schema changes go through committed migrations only, in every environment.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  sharp,
  telemetry: false,
  // Chat relay to staff (Telegram notifier) is wired here at merge: chatPlugin({ notify }).
  plugins: [bookingPlugin({}), cartsPlugin(), inquiriesPlugin(), chatPlugin()],
})
