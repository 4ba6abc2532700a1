// How an add-on line reads to people, the same on the success page, in emails and on the manage page.

/** 240 → '4 h', 150 → '2.5 h', 30 → '30 min'. */
export function formatHoursShort(minutes: number): string {
  if (minutes < 60) return `${minutes} min`
  return `${Number((minutes / 60).toFixed(2))} h`
}

export type AddOnLabelInput = {
  name: string
  quantity: number
  /** The time the add-on covers (extra time, early set-up, the second booth), when it is timed. */
  minutes?: number | null
}

/** 'Two Photo Booths (4 h)', 'Extra Time (2 h)', 'Custom Backdrop', 'Props × 2'. */
export function addOnLabel({ name, quantity, minutes }: AddOnLabelInput): string {
  if (minutes && minutes > 0) return `${name} (${formatHoursShort(minutes)})`
  return quantity > 1 ? `${name} × ${quantity}` : name
}
