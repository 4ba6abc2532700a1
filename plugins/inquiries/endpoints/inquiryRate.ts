/** One budget for every visitor form: 5 messages per 10 minutes per client. */
export const INQUIRY_RATE = (name: string) => ({ name, points: 5, durationSeconds: 600 })
