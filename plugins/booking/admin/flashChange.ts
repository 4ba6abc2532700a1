import type { StaffChangeResponse } from '../contract'
import { staffChangeOutcome } from '../ui/emailOutcome'
import { setFlash } from './flash'

/**
 * Keeps, for the reloaded view, what a change did and what became of the customer's email about
 * it; with the manage link when the email did not go, so staff can text it.
 */
export function flashChange(done: string, r: StaffChangeResponse): void {
  const o = staffChangeOutcome(done, r.delivery)
  setFlash({ message: o.text, ok: o.ok, link: o.copy ? r.link : null })
}
