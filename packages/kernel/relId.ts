/** A relationship's id whether Payload populated it (depth > 0) or not. */
export const relId = (value: unknown): number =>
  typeof value === 'object' && value ? (value as { id: number }).id : (value as number)
