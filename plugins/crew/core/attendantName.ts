/** An assignment's attendant as the history names them (populated, or only an id). */
export function attendantName(a: { attendant: unknown }): string {
  const u = a.attendant as { name?: string | null; email?: string } | number | null
  return u && typeof u === 'object' ? u.name || u.email || 'someone' : `user ${u}`
}
