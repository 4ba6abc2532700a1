// Shared Tailwind classes: warm stone/amber palette, 44px+ tap targets, visible focus.
const focus =
  'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600'

export const ui = {
  primary: `inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-stone-900 px-6 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-stone-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 ${focus}`,
  accent: `inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-amber-500 px-6 py-3 text-base font-semibold text-stone-950 shadow-sm transition hover:bg-amber-400 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-600 ${focus}`,
  secondary: `inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-6 py-3 text-base font-semibold text-stone-800 transition hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60 ${focus}`,
  link: `rounded text-amber-800 underline underline-offset-2 hover:text-amber-900 ${focus}`,
  card: 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6',
  label: 'block text-sm font-medium text-stone-800',
  input: `mt-1 block min-h-12 w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-500 aria-[invalid=true]:border-red-600 ${focus}`,
  error: 'mt-1 text-sm font-medium text-red-700',
  focus,
}
