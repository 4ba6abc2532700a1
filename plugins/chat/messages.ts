// What the assistant and the chat endpoints say, in one place (the spec's wording where it has one).
export const chatMessages = {
  /** The spec's bot-failure message; the widget shows it when the reply call fails. */
  failure: (email: string, phone: string) =>
    `I'm having trouble processing your request right now. Please try asking again, or contact us directly at ${email} or call/text ${phone} for immediate assistance.`,
  unknown: (phone: string, email: string) =>
    `I'm not sure about that one, and I'd rather not guess. You can call or text ${phone}, email ${email}, or leave your question here: our team has been notified and will reply in this chat.`,
  handoff: (phone: string) =>
    `I've let our team know you'd like to talk to a person; they'll reply right here in this chat during business hours. For anything urgent, call or text ${phone}.`,
  greeting:
    'Hello! Ask me about packages, prices, add-ons, backdrops, travel fees or a date, e.g. "How much is Classic in Selkirk on June 12?"',
  /** Ends with the path the widget turns into the Outside Service Area form (outsideAreaPath). */
  outsideArea: (place: string, drive: string, base: string) =>
    `${place} is outside our service area for online booking (about ${drive}' drive from ${base}), but we do travel further for some events. Tell us about yours and we'll reply within 24 hours with what's possible: ${outsideAreaPath(place)}`,
  travelTo: (place: string, fee: string | null, drive: string) =>
    `Yes, we travel to ${place} (about ${drive}' drive): ${fee ? `the travel fee is ${fee}, never for self-serve packages` : 'travel is free'}.`,
  quoteFailed: (reason: string, phone: string) =>
    `I couldn't price that: ${reason} If you'd like help, call or text ${phone} or ask me with another date.`,
} as const

/** The assistant's offer of the Outside Service Area form; the widget opens it in place. */
export const outsideAreaPath = (place: string) =>
  `/service-areas?outside=${encodeURIComponent(place)}`

export const chatErrors = {
  session_not_found: { status: 404, message: 'Chat session not found.' },
  session_closed: { status: 409, message: 'This chat has been closed. Please start a new one.' },
} as const
