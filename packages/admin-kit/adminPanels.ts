import type { Config } from 'payload'

/**
 * Panels plugins add to booking's screens without booking importing them (issue 52): each is an
 * import map path (`/plugins/x/admin/Panel#Panel`) with an order, registered as an admin
 * dependency so the import map holds it. Today renders its slots (`top` above the lists, `main`
 * among them, `aside` beside them under the panel's own label) with `{ today }`; the booking
 * workspace renders its panels with `{ bookingId }`.
 */
export type TodayPanel = {
  path: string
  order: number
  slot: 'top' | 'main' | 'aside'
  label?: string
}
export type WorkspacePanel = { path: string; order: number }
export type AdminPanels = { todayPanels?: TodayPanel[]; workspacePanels?: WorkspacePanel[] }

const byOrder = <T extends { order: number }>(panels: T[]) =>
  [...panels].sort((a, b) => a.order - b.order)

/** The Today panels the enabled plugins registered, in order. */
export const todayPanels = (config: Pick<Config, 'custom'>): TodayPanel[] =>
  byOrder(config.custom?.todayPanels ?? [])

/** The booking workspace's panels the enabled plugins registered, in order. */
export const workspacePanels = (config: Pick<Config, 'custom'>): WorkspacePanel[] =>
  byOrder(config.custom?.workspacePanels ?? [])

/** Adds a plugin's panels to the config's lists and their paths to the import map. */
export const withAdminPanels = (
  config: Config,
  { todayPanels: today = [], workspacePanels: workspace = [] }: AdminPanels,
): Config => {
  const paths = [...today, ...workspace].map((p) => p.path)
  if (paths.length === 0) return config
  return {
    ...config,
    custom: {
      ...config.custom,
      todayPanels: [...(config.custom?.todayPanels ?? []), ...today],
      workspacePanels: [...(config.custom?.workspacePanels ?? []), ...workspace],
    },
    admin: {
      ...config.admin,
      dependencies: {
        ...config.admin?.dependencies,
        ...Object.fromEntries(paths.map((path) => [path, { path, type: 'component' as const }])),
      },
    },
  }
}
