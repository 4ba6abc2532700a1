import type { DataFromCollectionSlug } from 'payload'

// Documents as Payload's generated types describe them, named without importing the host.
export type Inquiry = DataFromCollectionSlug<'inquiries'>
