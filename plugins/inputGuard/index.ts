import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Config,
  type FlattenedField,
} from 'payload'

import { checkOperationArgs, type FieldKind } from './core/checkOperationArgs'

// Every collection here keeps PostgreSQL's integer ids; relationships store them too.
const kindOf =
  (fields: FlattenedField[]): FieldKind =>
  (name) => {
    if (name === 'id') return 'id'
    const field = fields.find((f) => f.name === name.split('.')[0])
    const single =
      field &&
      (field.type === 'relationship' || field.type === 'upload') &&
      !Array.isArray(field.relationTo)
    return single && !name.includes('.') ? 'id' : 'other'
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
  () =>
  (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map(withGuard),
  })
