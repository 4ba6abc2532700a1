'use client'

import { Button, Drawer, useModal } from '@payloadcms/ui'

import { ModifyForm } from './ModifyForm'

const DRAWER = 'booking-change'

/**
 * The staff action "Change package or add-ons": its button and its drawer, quoted only while open
 * (each opening starts from the booking as it is now). Drop it into any booking screen.
 */
export function ModifyAction({
  bookingId,
  onDone,
}: {
  bookingId: number | string
  /** After the change: the screen re-reads the booking. */
  onDone: () => void
}) {
  const { openModal, closeModal, isModalOpen } = useModal()
  return (
    <>
      <Button buttonStyle="secondary" margin={false} onClick={() => openModal(DRAWER)}>
        Change package or add-ons
      </Button>
      <Drawer slug={DRAWER} title="Change package, backdrop or add-ons">
        {isModalOpen(DRAWER) ? (
          <ModifyForm
            bookingId={bookingId}
            onDone={() => {
              closeModal(DRAWER)
              onDone()
            }}
          />
        ) : null}
      </Drawer>
    </>
  )
}
