'use client'

import { useState } from 'react'

import { crewApi } from '../contract'
import { crewPost } from './crewPost'
import { card, h2 } from './crewStyles'

type Item = { id: number; name: string; checked: boolean }

/** The packing list: each tick is saved at once, so it is still ticked after a reload. */
export function PackingList({
  assignmentId,
  items,
  readOnly = false,
}: {
  assignmentId: number
  items: Item[]
  /** Staff's view of the attendant's ticks. */
  readOnly?: boolean
}) {
  const [checked, setChecked] = useState(
    () => new Set(items.filter((i) => i.checked).map((i) => i.id)),
  )
  const toggle = async (id: number, on: boolean) => {
    const next = new Set(checked)
    if (on) next.add(id)
    else next.delete(id)
    setChecked(next)
    const ok = await crewPost(
      crewApi.assignment({ id: assignmentId, body: { action: 'pack', item: id, checked: on } }),
    )
    if (!ok) setChecked(checked)
  }
  return (
    <section aria-labelledby="rs-packing" style={card}>
      <h2 id="rs-packing" style={h2}>
        Packing list
      </h2>
      {items.length === 0 ? <p style={{ margin: 0 }}>Nothing listed for this package.</p> : null}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={item.id} style={{ minHeight: 44, display: 'flex', alignItems: 'center' }}>
            <label style={{ display: 'flex', gap: 12, alignItems: 'center', fontSize: 16 }}>
              <input
                checked={checked.has(item.id)}
                disabled={readOnly}
                onChange={(e) => toggle(item.id, e.target.checked)}
                style={{ width: 24, height: 24 }}
                type="checkbox"
              />
              {item.name}
            </label>
          </li>
        ))}
      </ul>
    </section>
  )
}
