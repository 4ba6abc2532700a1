import type { Field } from 'payload'

// Payload validates each field of an update by handing it two deep copies of the whole booking
// (beforeChange: `deepMergeWithSourceArrays(doc, data)`), even when the check is a no-op: about a
// seventh of a server's CPU in the integration tests (profiled, 2026-12-07). A locked field is
// written only by operations, which validate what they write; its columns stay NOT NULL where
// required. A falsy `validate` is what skips the call (Payload fills in only an undefined one).
const NOT_VALIDATED = { validate: false as unknown as undefined }

/** `field` and every field inside it, without Payload's per-field validation. */
export function notValidated(field: Field): Field {
  const inner =
    'fields' in field && Array.isArray(field.fields)
      ? { fields: field.fields.map(notValidated) }
      : {}
  return { ...field, ...('name' in field ? NOT_VALIDATED : {}), ...inner } as Field
}

/**
 * Makes the named fields read-only in the edit view AND unwritable through REST/GraphQL for
 * everyone: only operations (Local API, overrideAccess) change a booking's status, money or slot,
 * so Payload's per-field validation is skipped for them.
 */
export function lockFields(fields: Field[], names: ReadonlySet<string>): Field[] {
  return fields.map((field) => {
    if ('fields' in field && !('name' in field && names.has(field.name)))
      return { ...field, fields: lockFields(field.fields, names) } as Field
    if ('name' in field && names.has(field.name) && field.type !== 'ui')
      return {
        ...notValidated(field),
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
