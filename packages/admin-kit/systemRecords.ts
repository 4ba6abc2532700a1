import type { SanitizedConfig } from 'payload'

import { staffLinks } from './staffAdmin'

const labelOf = (label: unknown, slug: string): string =>
  typeof label === 'string'
    ? label
    : ((label as Record<string, string> | undefined)?.en ??
      slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()))

/**
 * The collections no staff link or screen names (the technical tables), that this user may
 * read. Computed, so a table a plugin adds later is listed without anyone remembering to.
 */
export const systemRecords = (
  config: SanitizedConfig,
  canRead: (slug: string) => boolean,
): { label: string; href: string }[] => {
  const linked = new Set(staffLinks(config).map((l) => l.href))
  return config.collections
    .filter((c) => !c.slug.startsWith('payload-') || c.slug === 'payload-jobs')
    .filter((c) => c.admin?.hidden !== true && canRead(c.slug))
    .map((c) => ({
      label: labelOf(c.labels?.plural, c.slug),
      href: `/admin/collections/${c.slug}`,
    }))
    .filter((r) => !linked.has(r.href))
    .sort((a, b) => a.label.localeCompare(b.label))
}
