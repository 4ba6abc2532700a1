const cad = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
})
const cadWhole = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
})

/** '$499' for whole dollars, '$247.50' otherwise. */
export const formatPrice = (dollars: number) =>
  (Number.isInteger(dollars) ? cadWhole : cad).format(dollars)

/** '90 min', '2.5 hours', '4 hours'. */
export const formatDuration = (minutes: number) =>
  minutes < 120 ? `${minutes} min` : `${Number((minutes / 60).toFixed(1))} hours`
