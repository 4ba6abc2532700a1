import { nodemailerAdapter } from '@payloadcms/email-nodemailer'

/** SMTP when configured; otherwise undefined, and Payload logs emails to the console. */
export function emailFromEnv(env: NodeJS.ProcessEnv) {
  if (!env.SMTP_HOST) return undefined
  return nodemailerAdapter({
    defaultFromAddress: env.EMAIL_FROM || 'bookings@example.com',
    defaultFromName: env.EMAIL_FROM_NAME || 'Winnipeg Photo Booth Co.',
    transportOptions: {
      host: env.SMTP_HOST,
      port: Number(env.SMTP_PORT || 587),
      secure: env.SMTP_SECURE === 'true',
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
    },
  })
}
