// The one email rule, the same in the browser (forms, chat, newsletter) and on the server (every
// endpoint schema): a browser that let through what the server refuses showed two verdicts.
// zod's own email pattern, copied so the browser ships no schema library (isEmail.spec proves
// they agree); Payload's `type: 'email'` fields keep Payload's own check on admin edits.
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** True for an address as people type it once trimmed: 'ana@example.ca', 'o'neil+tag@x.co.uk'. */
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value)
