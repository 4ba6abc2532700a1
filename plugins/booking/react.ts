// The booking plugin's React surface (hooks), apart from its pure rules (rules.ts) as Payload's
// plugin-ecommerce keeps `./client/react` apart from `./client`: a pure or server-only consumer
// never loads React through a rule it needs.
export { quantityChoices, useModificationQuote } from './ui/useModificationQuote'
export type { ModificationPost, Selection } from './ui/useModificationQuote'
