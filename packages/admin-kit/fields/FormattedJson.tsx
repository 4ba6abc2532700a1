import { formatCad } from '@kernel'
import { formatWinnipegInstant } from '@kernel/format/formatWinnipegInstant'

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

const MAX_DEPTH = 6

function humanize(key: string): string {
  const words = key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

function Leaf({ name, value }: { name: string; value: unknown }) {
  if (value === null || value === undefined || value === '') return <>—</>
  if (typeof value === 'number' && /Cents$/.test(name) && Number.isSafeInteger(value))
    return <>{formatCad(value)}</>
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>
  if (typeof value === 'string' && INSTANT.test(value)) return <>{formatWinnipegInstant(value)}</>
  return <>{String(value)}</>
}

/**
 * Stored JSON (a booking's snapshot, a cart's saved state, an error's context) as nested lists
 * people can read: no code editor, nothing loaded from outside the site (STACK-NOTES 17).
 */
export function FormattedJson({
  value,
  name = '',
  depth = 0,
}: {
  value: unknown
  name?: string
  depth?: number
}) {
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH)
    return <Leaf name={name} value={depth >= MAX_DEPTH ? '…' : value} />
  const entries = Array.isArray(value)
    ? value.map((v, i) => [`${humanize(name) || 'Item'} ${i + 1}`, v, name] as const)
    : Object.entries(value).map(([k, v]) => [humanize(k), v, k] as const)
  if (!entries.length) return <>—</>
  return (
    <dl style={{ margin: 0, paddingLeft: depth ? 16 : 0, display: 'grid', gap: 4 }}>
      {entries.map(([label, v, key], i) => (
        <div key={`${label}-${i}`} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <dt style={{ fontWeight: 600, minWidth: 140 }}>{label}</dt>
          <dd style={{ margin: 0, flex: 1, overflowWrap: 'anywhere' }}>
            <FormattedJson depth={depth + 1} name={key} value={v} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
