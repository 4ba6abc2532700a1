// The shared email services (issue 42): one layout for every email and the site block it signs
// with, used by booking, quotes, carts, chat, crew, galleries and the host's password reset.
// Server side: emailSite reads Site Settings through the request.
export { emailSite } from './emailSite'
export type { EmailSite, RenderedEmail } from './emailTypes'
export { appendBlocks, renderEmail, type Block } from './renderEmail'
