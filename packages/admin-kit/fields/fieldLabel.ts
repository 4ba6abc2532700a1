/** The field's label as a string (Payload labels may be a record per language or a function). */
export function fieldLabel(field: { label?: unknown } | undefined, fallback: string): string {
  const label = field?.label
  if (typeof label === 'string' && label) return label
  if (label && typeof label === 'object' && 'en' in label) return String(label.en)
  const words = fallback.replace(/Cents$/, '').replace(/([a-z])([A-Z])/g, '$1 $2')
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}
