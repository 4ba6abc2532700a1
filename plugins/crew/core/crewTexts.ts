/** One text segment of plain characters (GSM-7): longer texts cost more and arrive split. */
export const ONE_SEGMENT = 160

/** `head` + `middle` + `tail`, the middle cut short (with '...') so the whole fits one segment. */
function fit(head: string, middle: string, tail: string): string {
  const room = ONE_SEGMENT - head.length - tail.length
  if (middle.length <= room) return `${head}${middle}${tail}`
  return `${head}${middle.slice(0, Math.max(0, room - 3)).trimEnd()}...${tail}`
}

/** The attendant's assignment: which booth, when, where, and where to answer. */
export function assignmentText(a: {
  reference: string
  booth: string
  date: string
  time: string
  address: string
  link: string
}): string {
  return fit(
    `New event ${a.reference}: ${a.booth}, ${a.date} ${a.time}, `,
    a.address,
    `. Accept or decline: ${a.link}`,
  )
}

/** The customer's day-before reminder: when the attendant arrives (the setup start). */
export function dayBeforeText(a: { business: string; arrival: string; selfServe: boolean }) {
  const who = a.selfServe ? 'Your booth is dropped off' : 'Your attendant arrives'
  return fit(
    `${a.business}: see you tomorrow! `,
    `${who} at ${a.arrival} to set up.`,
    ' Reply STOP to opt out.',
  )
}
