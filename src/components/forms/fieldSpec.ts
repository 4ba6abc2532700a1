import { z } from 'zod'

export type FieldSpec<Name extends string = string> = {
  name: Name
  label: string
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'date' | 'time'
  required?: boolean
  autoComplete?: string
  placeholder?: string
}

/** Client-side rules from the field list: required fields non-blank, email fields valid. */
export function schemaFor(fields: readonly FieldSpec[]) {
  const shape: Record<string, z.ZodType<string>> = {}
  for (const f of fields) {
    let rule = z.string().trim()
    if (f.required) rule = rule.min(1, `${f.label} is required`)
    shape[f.name] =
      f.type === 'email' ? rule.refine((v) => !v || z.email().safeParse(v).success, 'Please enter a valid email address') : rule
  }
  return z.object(shape)
}
