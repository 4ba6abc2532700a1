import type { Config } from 'payload'

/**
 * Panels other plugins add to Today without the booking plugin importing them: each is an import
 * map path (`/plugins/x/admin/Panel#Panel`) registered as an admin dependency, so the import map
 * holds it, and listed in `custom.todayPanels` for Today to render in order.
 */
export const withTodayPanel = (config: Config, path: string): Config => ({
  ...config,
  custom: { ...config.custom, todayPanels: [...todayPanels(config), path] },
  admin: {
    ...config.admin,
    dependencies: { ...config.admin?.dependencies, [path]: { path, type: 'component' } },
  },
})

/** The Today panels the enabled plugins registered. */
export const todayPanels = (config: Pick<Config, 'custom'>): string[] =>
  config.custom?.todayPanels ?? []
