import { bookingApi } from '@booking/contract'

// The manage page's actions, by name, each a call of the booking route table (the token in the
// body proves the owner); the server's code and message (it names the field) on failure.
const actions = {
  cancel: bookingApi.manageCancel,
  reschedule: bookingApi.manageReschedule,
  details: bookingApi.manageDetails,
  autopay: bookingApi.manageAutopay,
  modify: bookingApi.manageModify,
  'modify/quote': bookingApi.manageModifyQuote,
}
type Actions = typeof actions

/** POSTs a manage-page action for this booking. */
export function postManage<A extends keyof Actions>(
  bookingId: number,
  action: A,
  body: Parameters<Actions[A]>[0]['body'],
): ReturnType<Actions[A]> {
  // One call per action name: TypeScript cannot pick the member of the union from `A` itself.
  const call = actions[action] as (input: { id: number; body: unknown }) => ReturnType<Actions[A]>
  return call({ id: bookingId, body })
}
