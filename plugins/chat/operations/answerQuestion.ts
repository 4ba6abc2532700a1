import type { PayloadRequest } from 'payload'

import { MANITOBA_PLACES, todayInZone } from '@booking/core'
import { BUSINESS_TIME_ZONE as TIME_ZONE } from '@booking/core/time/zonedClock'
import { planReply } from '../core/planReply'
import { chatMessages } from '../messages'
import { loadKnowledge } from './loadKnowledge'
import { quoteInChat } from './quoteInChat'

export type Answer = { kind: 'quote' | 'facts' | 'staff' | 'greeting' | 'unknown'; text: string }

/** The assistant's answer, from the CMS and the booking plugin's quote only. */
export async function answerQuestion(args: {
  req: PayloadRequest
  question: string
  now: Date
}): Promise<Answer> {
  const { req, question, now } = args
  const { content, index } = await loadKnowledge({ req })
  const { phone, email, baseName } = content.settings
  const plan = planReply(question, {
    index,
    packages: content.packages,
    addOns: content.addOns,
    places: MANITOBA_PLACES,
    today: todayInZone(now, TIME_ZONE),
  })
  switch (plan.kind) {
    case 'quote':
      return {
        kind: 'quote',
        text: await quoteInChat({ req, request: plan.request, baseName, phone, now }),
      }
    case 'facts':
      return { kind: 'facts', text: plan.answer }
    case 'staff':
      return { kind: 'staff', text: chatMessages.handoff(phone) }
    case 'greeting':
      return { kind: 'greeting', text: chatMessages.greeting }
    case 'unknown':
      return { kind: 'unknown', text: chatMessages.unknown(phone, email) }
  }
}
