'use client'

import { formatTimeLabel, formatDateLong } from '@kernel'
import { lazyClient } from '@/lib/lazyClient'
import type { WizardCatalog, WizardState } from './types'

// Loaded only when opened: most visitors never need them.
const RequestAssistanceDialog = lazyClient(() =>
  import('../dialogs/RequestAssistanceDialog').then((m) => m.RequestAssistanceDialog),
)
const OutsideServiceAreaDialog = lazyClient(() =>
  import('../dialogs/OutsideServiceAreaDialog').then((m) => m.OutsideServiceAreaDialog),
)
const CustomQuoteDialog = lazyClient(() =>
  import('../dialogs/CustomQuoteDialog').then((m) => m.CustomQuoteDialog),
)

export type WizardDialog = 'assistance' | 'outsideArea' | 'customQuote' | null

/** The site's dialogs, prefilled from what the visitor already told the wizard. */
export function WizardDialogs({
  open,
  onClose,
  state,
  catalog,
}: {
  open: WizardDialog
  onClose: () => void
  state: WizardState
  catalog: WizardCatalog
}) {
  const c = state.bookingFormData
  const contact = c
    ? { name: `${c.firstName} ${c.lastName}`.trim(), email: c.email, phone: c.phone }
    : {}
  const packageName = catalog.packages.find((p) => p.id === state.selectedPackage)?.name
  const onOpenChange = (value: boolean) => !value && onClose()
  if (open === 'assistance')
    return (
      <RequestAssistanceDialog
        open
        onOpenChange={onOpenChange}
        defaults={{
          ...contact,
          requestedDate: state.selectedDate ?? undefined,
          requestedTime: state.selectedTime ? formatTimeLabel(state.selectedTime) : undefined,
          packageName,
          message: state.selectedDate
            ? `We'd love a booth on ${formatDateLong(state.selectedDate)}. Is there any way to fit us in?`
            : undefined,
        }}
      />
    )
  if (open === 'outsideArea')
    return (
      <OutsideServiceAreaDialog
        open
        onOpenChange={onOpenChange}
        defaults={{
          ...contact,
          address: c?.address,
          requestedDate: state.selectedDate ?? undefined,
          requestedTime: state.selectedTime ?? undefined,
          packageName,
          message: c
            ? `${c.eventType} for about ${c.guestCount} guests. Could you travel to us?${c.notes ? `\n${c.notes}` : ''}`
            : undefined,
        }}
      />
    )
  if (open === 'customQuote') return <CustomQuoteDialog open onOpenChange={onOpenChange} />
  return null
}
