// The carts plugin's browser-safe surface (see plugins/booking/client.ts).
export type { StatusItem } from './types'
