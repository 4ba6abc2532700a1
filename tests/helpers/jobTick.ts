/**
 * Waits, when needed, until the next run of the booking queue is at least `clearMs` away. The
 * test servers run that queue at every 5-minute mark (plugins/booking's autoRun cron); its
 * waitlist job offers a free slot to the first waiting person, so a browser test that has staff
 * offer one by hand must not straddle a run, or the job offers first. Returns the ms waited.
 */
export async function awayFromJobTick(clearMs = 60_000, everyMs = 5 * 60_000, afterMs = 15_000) {
  const untilTick = everyMs - (Date.now() % everyMs)
  if (untilTick >= clearMs) return 0
  const wait = untilTick + afterMs // past the run, with time for it to finish
  await new Promise((resolve) => setTimeout(resolve, wait))
  return wait
}
