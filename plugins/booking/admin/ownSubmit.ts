import type { FormEvent } from 'react'

/**
 * Submit handler for a form in an action drawer. The drawer is portalled out of the edit view,
 * but React still bubbles its submit event to the edit view's Payload form, which then saves
 * the document as it was loaded, over the change the action just made.
 */
export const ownSubmit =
  (run: () => unknown) =>
  (e: FormEvent<HTMLFormElement>): void => {
    e.preventDefault()
    e.stopPropagation()
    void run()
  }
