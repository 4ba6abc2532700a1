// An ESLint rule: browser and admin code call the API only through a plugin's route table
// (`bookingApi.create({ body })`, `quotesApi.view(...)`, from the plugin's contract), so the compiler checks the path, its
// ids, the body and the answer against the contract. It fails on the low-level client functions
// used outside packages/api-client, and on a literal '/api/…' path handed to fetch or to a
// client-like call (an href or an upload URL is a link, not a call, and is not checked here).
const RAW = new Set(['apiRequest', 'apiData', 'apiDownload'])
const CALLS = new Set(['fetch', 'apiRequest', 'apiData', 'apiDownload', 'api', 'fireAndForget'])

const isApiPath = (node) =>
  (node?.type === 'Literal' && typeof node.value === 'string' && node.value.startsWith('/api')) ||
  (node?.type === 'TemplateLiteral' && node.quasis[0].value.cooked.startsWith('/api'))

export const routeTable = {
  meta: {
    type: 'problem',
    docs: { description: 'Call the API through a route table, never with a raw path.' },
    schema: [],
  },
  create(context) {
    const message =
      'Call the route table (<plugin>Api from the plugin’s contract), not a raw path: declare the endpoint in plugins/<plugin>/routes.ts.'
    return {
      ImportSpecifier(node) {
        if (node.parent.source.value === '@api-client' && RAW.has(node.imported.name))
          context.report({ node, message })
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && CALLS.has(node.callee.name))
          if (isApiPath(node.arguments[0])) context.report({ node: node.arguments[0], message })
      },
    }
  },
}
