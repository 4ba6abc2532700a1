// Publication dates are calendar days stored at midnight UTC: formatting in Winnipeg time would
// show the day before.
const longDate = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' })

/** 'April 24, 2025'. */
export const formatPostDate = (iso: string) => longDate.format(new Date(iso))
