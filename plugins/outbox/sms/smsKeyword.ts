// The carrier keywords (CTIA, as Twilio's Advanced Opt-Out recognizes them).
const STOP = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']
const START = ['START', 'YES', 'UNSTOP']

/** What a reply asks for: the whole message, trimmed, any case, is the keyword. */
export function smsKeyword(body: string): 'stopped' | 'subscribed' | null {
  const word = body
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, '')
  if (STOP.includes(word)) return 'stopped'
  if (START.includes(word)) return 'subscribed'
  return null
}
