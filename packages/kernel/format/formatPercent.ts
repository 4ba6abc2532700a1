/** A tax rate as the documents print it: '5%', '7%', '5.5%' (no rate: '0%'). */
export const formatPercent = (p: number | null | undefined): string =>
  `${Number(p ?? 0).toLocaleString('en-CA')}%`
