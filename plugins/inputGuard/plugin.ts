import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Config,
  type FlattenedField,
} from 'payload'

import { checkOperationArgs, type FieldKind } from './core/checkOperationArgs'

const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code'])
const VALUE_TYPES = new Set(['number', 'checkbox', 'point'])

// Every collection here keeps PostgreSQL's integer ids; relationships store them too. Nested
// paths ('group.field') are left to Payload.
const kindOf =
  (fields: FlattenedField[]): FieldKind =>
  (name) => {
    if (name === 'id') return { kind: 'id' }
    const field = name.includes('.') ? undefined : fields.find((f) => f.name === name)
    if (!field) return { kind: 'other' }
    if (field.type === 'relationship' || field.type === 'upload')
      return Array.isArray(field.relationTo) ? { kind: 'other' } : { kind: 'id' }
    if (field.type === 'select' || field.type === 'radio')
      return {
        kind: 'select',
        options: field.options.map((o) => (typeof o === 'string' ? o : o.value)),
      }
    if (TEXT_TYPES.has(field.type)) return { kind: 'text' }
    if (field.type === 'date') return { kind: 'date' }
    return VALUE_TYPES.has(field.type) ? { kind: 'value' } : { kind: 'other' }
  }

/** Refuses what PostgreSQL would answer with an error, for REST and GraphQL callers. */
const guardArgs: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  if (req.payloadAPI !== 'REST' && req.payloadAPI !== 'GraphQL') return args
  const problem = checkOperationArgs(
    args as { id?: unknown; where?: unknown; data?: unknown },
    kindOf(collection.flattenedFields),
  )
  if (problem) throw new APIError(problem.message, problem.status, null, true)
  return args
}

const withGuard = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [guardArgs, ...(collection.hooks?.beforeOperation ?? [])],
  },
})

/**
 * Payload's own REST and GraphQL routes pass ids, `where` values and data to PostgreSQL as given
 * (STACK-NOTES 19): this checks them first on every collection, so bad input is a 4xx, never a
 * 500. Comes last among the plugins, so it sees every collection.
 */
export const inputGuardPlugin =
  (options: { enabled?: boolean } = {}) =>
  (config: Config): Config =>
    options.enabled === false
      ? config
      : { ...config, collections: (config.collections ?? []).map(withGuard) }
