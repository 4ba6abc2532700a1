// An ESLint rule: only the booking plugin reads or writes its tables (bookings,
// booth-reservations, payments), through Payload or in SQL; every other plugin asks booking's
// public entry (issue 52: each feature writing its own part of a booking is how the ledger's
// money bugs came about). Files that still do it are listed in bookingTablesKnown.mjs; the list
// only shrinks: a listed file that no longer touches the tables fails too, so it is struck off.
import { KNOWN } from './bookingTablesKnown.mjs'

const SLUGS = new Set(['bookings', 'booth-reservations', 'payments'])
const SQL = /\b(from|join|update|into)\s+"?(bookings|booth_reservations|payments)\b/i

const text = (node) =>
  node.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : node.type === 'TemplateLiteral'
      ? node.quasis.map((q) => q.value.cooked).join(' ')
      : null

export const bookingTables = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Only the booking plugin touches the bookings, reservations and payments tables.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.slice(context.cwd.length + 1)
    const known = KNOWN.includes(file)
    let found = false
    const message =
      'Only the booking plugin touches its tables: ask @booking/server (add a query or operation there).'
    const report = (node) => {
      found = true
      if (!known) context.report({ node, message })
    }
    return {
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value
        if (key === 'collection' && SLUGS.has(text(node.value))) report(node.value)
      },
      // A helper handed the slug (`rowsFor(req, 'bookings', …)`) touches the table too.
      CallExpression(node) {
        for (const arg of node.arguments) if (SLUGS.has(text(arg))) report(arg)
      },
      'Literal, TemplateLiteral'(node) {
        const value = text(node)
        if (value && SQL.test(value)) report(node)
      },
      'Program:exit'(node) {
        if (known && !found)
          context.report({
            node,
            message: `${file} no longer touches booking's tables: strike it off scripts/lint/bookingTablesKnown.mjs.`,
          })
      },
    }
  },
}
