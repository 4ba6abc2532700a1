// What the widget says (the spec's wording for the form and the failure message).
export const chatText = {
  button: 'Chat with us',
  title: 'Photo Booth Assistant',
  startIntro: 'Tell us who you are and ask anything about packages, prices or dates.',
  nameTooShort: 'Name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  startChat: 'Start Chat',
  typing: 'Assistant is typing…',
  welcome: (name: string) =>
    `Hi ${name}! I'm the Photo Booth Assistant. Ask me about packages, prices, add-ons, travel fees or a date you have in mind, e.g. "How much is Classic in Selkirk on June 12?"`,
  failure: (email: string, phone: string) =>
    `I'm having trouble processing your request right now. Please try asking again, or contact us directly at ${email} or call/text ${phone} for immediate assistance.`,
} as const
