/** The words the workspace and the history use for an addendum the customer has not accepted. */
export const AWAITING_ACCEPTANCE = "awaiting the customer's acceptance"
