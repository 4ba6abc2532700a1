import type { Field } from 'payload'

/**
 * Makes the named fields read-only in the edit view AND unwritable through REST/GraphQL for
 * everyone: only operations (Local API, overrideAccess) change a booking's status, money or slot.
 */
export function lockFields(fields: Field[], names: ReadonlySet<string>): Field[] {
  return fields.map((field) => {
    if ('fields' in field && !('name' in field && names.has(field.name)))
      return { ...field, fields: lockFields(field.fields, names) } as Field
    if ('name' in field && names.has(field.name) && field.type !== 'ui')
      return {
        ...field,
        access: {
          ...(field as { access?: object }).access,
          create: () => false,
          update: () => false,
        },
        admin: { ...field.admin, readOnly: true },
      } as Field
    return field
  })
}
