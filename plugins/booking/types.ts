import type { DataFromCollectionSlug } from 'payload'

// Documents as Payload's generated types describe them, named without importing the host.
export type Booking = DataFromCollectionSlug<'bookings'>
export type Payment = DataFromCollectionSlug<'payments'>
export type Backdrop = DataFromCollectionSlug<'backdrops'>
export type Media = DataFromCollectionSlug<'media'>
export type AddOn = DataFromCollectionSlug<'add-ons'>
