/** A foreign key: rows of `table` point at rows of `references`. */
export type TableEdge = { table: string; references: string }

/**
 * Tables in an order where each comes after the tables it references, so a restore can load them
 * with every constraint checked. A table that references itself is fine (COPY checks at the end
 * of the statement); a cycle between tables is refused by name.
 */
export function loadOrder(tables: string[], edges: TableEdge[]): string[] {
  const known = new Set(tables)
  const needs = new Map(tables.map((t) => [t, new Set<string>()]))
  for (const { table, references } of edges)
    if (table !== references && known.has(table) && known.has(references))
      needs.get(table)!.add(references)
  const order: string[] = []
  const placed = new Set<string>()
  // Sorted for a stable order from run to run.
  let waiting = [...tables].sort()
  while (waiting.length) {
    const ready = waiting.filter((t) => [...needs.get(t)!].every((n) => placed.has(n)))
    if (!ready.length)
      throw new Error(`tables reference each other in a cycle: ${waiting.join(', ')}`)
    for (const t of ready) {
      order.push(t)
      placed.add(t)
    }
    waiting = waiting.filter((t) => !placed.has(t))
  }
  return order
}
