const longDate = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Winnipeg' })

/** 'April 24, 2025' in Winnipeg time (posts are dated by their Winnipeg publication day). */
export const formatPostDate = (iso: string) => longDate.format(new Date(iso))
