export { leadFromChat, type ChatLeadInput } from './operations/chatLead'

// Other plugins tell the business about a lead's news the way inquiries do (quotes: declined,
// asked for a new one).
export { notifyBusiness } from './operations/notifyBusiness'
