import type { PayloadRequest } from 'payload'

import { MANITOBA_PLACES } from '@booking/rules'
import { todayInZone, BUSINESS_TIME_ZONE as TIME_ZONE } from '@kernel/time'
import { bookingLink, rememberFrom, type ChatMemory } from '../core/chatMemory'
import { planReply, type ReplyPlan } from '../core/planReply'
import { planWithMemory } from '../core/planWithMemory'
import { splitQuestion } from '../core/splitQuestion'
import { chatMessages } from '../messages'
import { availabilityInChat } from './availabilityInChat'
import { loadKnowledge, type Knowledge } from './loadKnowledge'
import { placeInChat } from './placeInChat'
import { quoteInChat } from './quoteInChat'

export type Answer = {
  kind: 'quote' | 'availability' | 'outside_area' | 'facts' | 'staff' | 'greeting' | 'unknown'
  text: string
}

type Ask = {
  req: PayloadRequest
  now: Date
  content: Knowledge['content']
  /** Where "Book it here" leads for this plan (the wizard with what is known filled in). */
  bookHref?: (packageId: number | null) => string
}

/** The words for one plan, from the CMS and the booking plugin's operations only. */
async function resolve(plan: ReplyPlan, { req, now, content, bookHref }: Ask): Promise<Answer> {
  const { phone, email, baseName } = content.settings
  switch (plan.kind) {
    case 'quote': {
      const quoted = await quoteInChat({
        req,
        request: plan.request,
        baseName,
        phone,
        now,
        bookHref: bookHref?.(plan.request.pkg.id),
      })
      return { kind: quoted.outsideArea ? 'outside_area' : 'quote', text: quoted.text }
    }
    case 'availability':
      return {
        kind: 'availability',
        text: await availabilityInChat({
          req,
          date: plan.date,
          time: plan.time,
          packageName: plan.pkg?.name ?? null,
          phone,
          now,
          bookHref,
        }),
      }
    case 'place':
      return (
        (await placeInChat({ req, place: plan.place, baseName })) ?? {
          kind: 'unknown',
          text: chatMessages.unknown(phone, email),
        }
      )
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

const answered = (p: ReplyPlan) => p.kind !== 'unknown' && p.kind !== 'greeting'

/**
 * The assistant's answer. A message with several questions ("What are your hours and do you go
 * to Gimli?") gets each one answered, in order; one that stays unknown is left to the whole.
 */
export async function answerQuestion(args: {
  req: PayloadRequest
  question: string
  now: Date
  /** The chat so far: what the visitor told us and who they are (a session's answers). */
  chat?: { memory: ChatMemory; visitor: { name?: string | null; email?: string | null } }
}): Promise<Answer & { memory?: ChatMemory }> {
  const { req, question, now, chat } = args
  const { content, index } = await loadKnowledge({ req })
  const ctx = {
    index,
    packages: content.packages,
    addOns: content.addOns,
    places: MANITOBA_PLACES,
    today: todayInZone(now, TIME_ZONE),
  }
  const remembered = chat ? rememberFrom(question, chat.memory, ctx) : null
  const memory = remembered?.memory
  const ask: Ask = {
    req,
    now,
    content,
    bookHref: chat && memory ? (id) => bookingLink(memory, id, chat.visitor) : undefined,
  }
  const recalled = remembered
    ? planWithMemory(question, ctx, remembered.memory, remembered.learned)
    : null
  if (recalled) return { ...(await resolve(recalled, ask)), memory }
  const whole = planReply(question, ctx)
  const parts = splitQuestion(question).map((part) => planReply(part, ctx))
  if (whole.kind === 'staff' || parts.length < 2 || parts.filter(answered).length < 2)
    return { ...(await resolve(whole, ask)), memory }
  const answers = await Promise.all(parts.filter(answered).map((plan) => resolve(plan, ask)))
  const texts = [...new Set(answers.map((a) => a.text))]
  return { kind: answers[0].kind, text: texts.join('\n\n'), memory }
}
