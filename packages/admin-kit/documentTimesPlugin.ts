import type { Config } from 'payload'

const COMPONENT = '/packages/admin-kit/DocumentTimes#DocumentTimes'

type WithControls = {
  timestamps?: boolean
  admin?: { components?: { elements?: Record<string, unknown> } & Record<string, unknown> }
}

/** Adds the Winnipeg times beside the document controls of one collection or global. */
function withTimes<T extends WithControls>(entity: T, key: 'edit' | 'elements'): T {
  if (entity.timestamps === false) return entity
  const components = (entity.admin?.components ?? {}) as Record<string, Record<string, unknown>>
  const slot = components[key] ?? {}
  const before = (slot.beforeDocumentControls as unknown[] | undefined) ?? []
  return {
    ...entity,
    admin: {
      ...entity.admin,
      components: {
        ...components,
        [key]: { ...slot, beforeDocumentControls: [...before, COMPONENT] },
      },
    },
  }
}

/**
 * After the plugins: every collection's and global's edit view states its created and changed
 * times in Winnipeg time (Payload's header uses the browser's zone and is hidden). `except` are
 * collections whose own view already shows them (a booking's workspace, in its history).
 */
export const documentTimesPlugin =
  (except: string[] = []) =>
  (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((c) =>
      except.includes(c.slug) ? c : withTimes(c, 'edit'),
    ),
    globals: (config.globals ?? []).map((g) => withTimes(g, 'elements')),
  })
