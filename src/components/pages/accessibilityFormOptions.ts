// The accessibility form's choices ('' first: none chosen) and its fields' look.
export const DOCUMENTS = [
  '',
  'A receipt or invoice',
  'The rental agreement',
  'Terms and conditions',
  'Privacy policy',
  'A page of this website',
  'Something else',
]
export const FORMATS = [
  '',
  'Large print',
  'Plain text',
  'Accessible PDF or Word document',
  'Read to me by phone',
  'Something else',
]

export const FIELD_CLASS =
  'block min-h-12 w-full rounded-lg border border-stone-400 bg-white px-4 py-3 text-base focus:border-amber-600 focus:ring-2 focus:ring-amber-500/40 focus:outline-none'
