import type { Config } from 'payload'

/**
 * Payload's own nav lists every collection and global, technical tables beside the screens.
 * `group: false` takes each out of that nav and keeps its routes (the staff nav, the Settings
 * screen and the workspaces link what people use); `hidden` still decides who may open one.
 */
export const hideFromPayloadNav = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((c) => ({
    ...c,
    admin: { ...c.admin, group: false },
  })),
  globals: (config.globals ?? []).map((g) => ({ ...g, admin: { ...g.admin, group: false } })),
})
