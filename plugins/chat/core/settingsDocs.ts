import type { KnowledgeContent, KnowledgeDoc } from './types'

/** The facts from the site settings: hours, contact, deposit and booking notice. */
export function settingsDocs(s: KnowledgeContent['settings']): KnowledgeDoc[] {
  return [
    {
      id: 'settings:hours',
      kind: 'settings',
      title: 'Hours open',
      keywords: 'hours open opening time when days weekend available schedule',
      text: s.hours,
      answer: `Our hours: ${s.hours}.`,
    },
    {
      id: 'settings:contact',
      kind: 'settings',
      title: 'Contact phone email',
      keywords: 'contact phone number call text email address reach talk person',
      text: `${s.phone} ${s.email}`,
      answer: `You can call or text ${s.phone}, or email ${s.email}.`,
    },
    {
      id: 'settings:deposit',
      kind: 'settings',
      title: 'Deposit',
      keywords: 'deposit pay upfront down payment balance due',
      text: `${s.depositPercent}% deposit`,
      answer: `A ${s.depositPercent}% deposit of the total reserves your date (or you can pay in full); the balance is invoiced and due the day before the event.`,
    },
    {
      id: 'settings:notice',
      kind: 'settings',
      title: 'Notice advance booking',
      keywords: 'notice advance ahead soon last minute book early days week',
      text: `${s.minNoticeDays} days notice`,
      answer: `Online booking needs at least ${s.minNoticeDays} days' notice. For anything sooner, call or text ${s.phone} or email ${s.email}.`,
    },
  ]
}
