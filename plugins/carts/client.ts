// The carts plugin's browser-safe surface (as plugins/booking/rules.ts and react.ts).
export type { StatusItem } from './types'
