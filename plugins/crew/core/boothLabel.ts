/** 'booth2' → 'Booth 2': the name staff read for a booth id the reservations use. */
export const boothLabel = (booth: string) => booth.replace(/^booth(\d+)$/, 'Booth $1')
