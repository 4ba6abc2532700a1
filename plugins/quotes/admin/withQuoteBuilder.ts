import type { Config } from 'payload'

import { withStaffAdmin } from '@admin-kit/staffAdmin'

import { BUILDER_VIEW } from './builderPath'

const LEAD_BUTTON = '/plugins/quotes/admin/BuildQuoteLink#LeadQuoteButton'
// A lead's quotes and booking, in words (a ui field: no column, nothing stored).
const LEAD_QUOTES = {
  name: 'leadQuotes',
  type: 'ui' as const,
  admin: {
    components: { Field: '/plugins/quotes/admin/LeadQuotesField#LeadQuotesField' },
    disableListColumn: true,
  },
}

/**
 * The staff quote builder (/admin/new-quote) and its way in from a lead: a "Build a quote"
 * button beside the lead's controls, and the lead's quotes and booking atop its page (the
 * inquiries plugin, when enabled, knows nothing of quotes).
 */
export function withQuoteBuilder(config: Config): Config {
  const withView = withStaffAdmin(config, {
    views: {
      newQuote: {
        Component: '/plugins/quotes/admin/builder/QuoteBuilderView#QuoteBuilderView',
        path: BUILDER_VIEW,
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
        fields: [LEAD_QUOTES, ...c.fields],
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
