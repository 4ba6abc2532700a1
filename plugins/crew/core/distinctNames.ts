/**
 * Names a picker can tell apart: two attendants called "Crew 1" read "Crew 1 (a@x.ca)" and
 * "Crew 1 (b@x.ca)"; a unique name stays as it is.
 */
export const distinctNames = <T extends { id: number; name: string; email?: string | null }>(
  people: T[],
): (Omit<T, 'email'> & { name: string })[] => {
  const count = new Map<string, number>()
  for (const p of people) count.set(p.name, (count.get(p.name) ?? 0) + 1)
  return people.map(({ email, ...p }) => ({
    ...p,
    name:
      (count.get(p.name) ?? 0) > 1 && email && email !== p.name ? `${p.name} (${email})` : p.name,
  }))
}
