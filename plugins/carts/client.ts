export type { StatusItem } from './types'
