'use client'

import { lazyDialogButton } from './lazyDialogButton'

/** Opens the Contact Us dialog. */
export const ContactUsButton = lazyDialogButton(
  () => import('./allDialogs').then((m) => m.ContactDialog),
  'Contact Us',
)

/** Opens the Request Custom Quote dialog. */
export const CustomQuoteButton = lazyDialogButton(
  () => import('./allDialogs').then((m) => m.CustomQuoteDialog),
  'Request Custom Quote',
)

/** Opens the Request Assistance dialog (dates online booking cannot offer). */
export const AssistanceButton = lazyDialogButton(
  () => import('./allDialogs').then((m) => m.RequestAssistanceDialog),
  'Request Assistance',
)

/** Opens the Outside Service Area dialog (for towns not listed). */
export const OutsideAreaButton = lazyDialogButton(
  () => import('./allDialogs').then((m) => m.OutsideServiceAreaDialog),
  'Request Service',
)
