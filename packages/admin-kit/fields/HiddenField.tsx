/** Renders nothing: the value is shown formatted elsewhere on the page (the booking workspace). */
export function HiddenField() {
  return null
}
