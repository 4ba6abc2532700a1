'use client'

import { ContactForm } from '../forms/ContactForm'
import { Modal } from './Modal'

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/** 'Contact Us': the contact form in a dialog (POST /api/contact); closes once sent. */
export function ContactDialog({ open, onOpenChange }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Contact Us"
      description="Send us a message and we'll get back to you soon."
    >
      <ContactForm resetKey={open} onSent={() => onOpenChange(false)} />
    </Modal>
  )
}
