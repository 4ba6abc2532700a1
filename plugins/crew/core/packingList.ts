export type PackingItem = {
  id: number
  name: string
  packages?: (number | { id: number })[] | null
  addOns?: (number | { id: number })[] | null
}

const idOf = (v: number | { id: number }) => (typeof v === 'number' ? v : v.id)

/** What to pack for a booking: the items kept for its package or any of its add-ons, once each. */
export function packingList(
  items: PackingItem[],
  packageId: number | null,
  addOnIds: number[],
): { id: number; name: string }[] {
  return items
    .filter(
      (item) =>
        (packageId !== null && (item.packages ?? []).map(idOf).includes(packageId)) ||
        (item.addOns ?? []).map(idOf).some((id) => addOnIds.includes(id)),
    )
    .map(({ id, name }) => ({ id, name }))
}
