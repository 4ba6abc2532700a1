/**
 * Seed data: the six blog posts for /blog, newest first. Exactly one is featured.
 */
import { choosingBackdrop } from './choosingBackdrop'
import { choosingWeddingPhotoBooth } from './choosingWeddingPhotoBooth'
import { corporateEventIdeas } from './corporateEventIdeas'
import { planningChecklist } from './planningChecklist'
import { propTips } from './propTips'
import type { SeedPost } from './types'
import { winterEventTips } from './winterEventTips'

export type { SeedPost } from './types'

export const posts: SeedPost[] = [
  corporateEventIdeas,
  choosingBackdrop,
  propTips,
  planningChecklist,
  choosingWeddingPhotoBooth,
  winterEventTips,
]
