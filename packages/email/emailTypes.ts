// Plain data every email renders from: no Payload, no clock, no env.

export type EmailSite = {
  businessName: string
  businessEmail: string
  businessPhone: string
  siteUrl: string
  /** Site Settings → review link, for the thank-you email. */
  reviewUrl?: string | null
}

export type RenderedEmail = { subject: string; text: string; html: string }
