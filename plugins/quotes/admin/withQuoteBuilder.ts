import type { Config } from 'payload'

import { withStaffAdmin } from '@admin-kit/staffAdmin'

const LEAD_BUTTON = '/plugins/quotes/admin/BuildQuoteLink#LeadQuoteButton'

/**
 * The staff quote builder (/admin/new-quote) and its way in from a lead: a "Build a quote"
 * button beside the lead's controls (the inquiries plugin, when enabled, knows nothing of quotes).
 */
export function withQuoteBuilder(config: Config): Config {
  const withView = withStaffAdmin(config, {
    views: {
      newQuote: {
        Component: '/plugins/quotes/admin/builder/QuoteBuilderView#QuoteBuilderView',
        path: '/new-quote',
      },
    },
  })
  return {
    ...withView,
    collections: (withView.collections ?? []).map((c) => {
      if (c.slug !== 'inquiries') return c
      const edit = c.admin?.components?.edit ?? {}
      return {
        ...c,
        admin: {
          ...c.admin,
          components: {
            ...c.admin?.components,
            edit: {
              ...edit,
              beforeDocumentControls: [...(edit.beforeDocumentControls ?? []), LEAD_BUTTON],
            },
          },
        },
      }
    }),
  }
}
