import { type Rule, RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'

import { routeTable } from '../../scripts/lint/routeTable.mjs'

// The lint rule that keeps raw paths out of browser code (scripts/lint/routeTable.mjs).
RuleTester.describe = describe
RuleTester.it = it
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } })
const errors = (n: number) => Array.from({ length: n }, () => ({ message: /route table/ }))

tester.run('route-table', routeTable as unknown as Rule.RuleModule, {
  valid: [
    "import { quotesApi } from '@quotes/contract'\nvoid quotesApi.view({ id: 1, query: { token: 't' } })",
    "import { routeUrl, type ApiResult } from '@api-client'\nconst href = '/api/quotes/1/pdf'",
    "fetch('https://example.com/api/x')",
  ],
  invalid: [
    {
      code: "import { apiRequest } from '@api-client'\nvoid apiRequest('/api/quote', { body: {} })",
      errors: errors(2),
    },
    { code: 'void fetch(`/api/bookings/${id}`)', errors: errors(1) },
    { code: "import { apiDownload as d } from '@api-client'", errors: errors(1) },
  ],
})
