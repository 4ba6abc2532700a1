import type { BuilderCatalog, BuilderValues } from './builderTypes'

/** A new quote from nothing: the first package and backdrop, 2:00 PM, expiring on `expiresOn`. */
export const emptyValues = (catalog: BuilderCatalog, expiresOn: string): BuilderValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  packageId: String(catalog.packages[0]?.id ?? ''),
  eventDate: '',
  eventTime: '14:00',
  address: '',
  backdropId: String(catalog.backdrops[0]?.id ?? ''),
  eventType: '',
  guestCount: '',
  notes: '',
  qty: {},
  lines: [],
  expiresOn,
  holdBooth: false,
})
