import type { Field } from 'payload'

// One home for the admin components that show code-written values formatted (import-map paths).
const dir = '/packages/admin-kit/fields'
export const MONEY_CELL = '/packages/admin-kit/fields/MoneyCell#MoneyCell'
export const MONEY_FIELD = `${dir}/MoneyField#MoneyField`
export const INSTANT_FIELD = `${dir}/InstantField#InstantField`
export const TEXT_VALUE_FIELD = `${dir}/TextValueField#TextValueField`
export const HIDDEN_FIELD = `${dir}/HiddenField#HiddenField`
export const JSON_FIELD = `${dir}/JsonField#JsonField`
export const JSON_CELL = `${dir}/JsonCell#JsonCell`
export const INSTANT_CELL = `${dir}/InstantCell#InstantCell`
export const ADMIN_ONLY_COLLAPSIBLE = `${dir}/AdminOnlyCollapsible#AdminOnlyCollapsible`

/** A cents amount: '$399.00' in the form and in list columns, read-only. */
export function centsField(name: string, label: string, extra: Partial<Field> = {}): Field {
  return {
    name,
    label,
    type: 'number',
    defaultValue: 0,
    ...extra,
    admin: { readOnly: true, components: { Field: MONEY_FIELD, Cell: MONEY_CELL } },
  } as Field
}

/** A timestamp written by code, on Winnipeg wall clocks, read-only. */
export function instantField(name: string, label?: string): Field {
  return {
    name,
    ...(label ? { label } : {}),
    type: 'date',
    admin: { readOnly: true, components: { Field: INSTANT_FIELD, Cell: INSTANT_CELL } },
  } as Field
}
