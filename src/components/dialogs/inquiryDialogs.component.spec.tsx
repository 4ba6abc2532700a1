import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ComponentType, useState } from 'react'
import { describe, expect, it } from 'vitest'

import { SiteToaster } from '@/components/layout/SiteToaster'
import { fakeApi } from '@tests/helpers/component/fakeApi'

import { CustomQuoteDialog } from './CustomQuoteDialog'
import { OutsideServiceAreaDialog } from './OutsideServiceAreaDialog'
import { RequestAssistanceDialog } from './RequestAssistanceDialog'

// The request dialogs' rules and states (moved from the browser's site-forms spec). Opening them
// from the site and Escape (the native <dialog>'s) stay in Chromium.
type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void }

function openDialog(Dialog: ComponentType<DialogProps>) {
  function Harness() {
    const [open, setOpen] = useState(true)
    return (
      <>
        <p>{open ? 'dialog open' : 'dialog closed'}</p>
        <Dialog open={open} onOpenChange={setOpen} />
        <SiteToaster />
      </>
    )
  }
  const user = userEvent.setup()
  render(<Harness />)
  return user
}

const field = (label: RegExp) => screen.getByLabelText(label)

describe('Request Custom Quote', () => {
  it('validates, sends a custom_quote request, says Request Sent and closes', async () => {
    const api = fakeApi({ 'POST /api/accommodation-request': { status: 201, body: { ok: true } } })
    const user = openDialog(CustomQuoteDialog)
    await user.click(screen.getByRole('button', { name: 'Request Quote' }))
    expect(await screen.findByText('Phone is required')).toBeTruthy()
    expect(screen.getByText('Please tell us about your event')).toBeTruthy()
    await user.type(field(/^Name/), 'Quote')
    await user.type(field(/^Email/), 'quote@example.com')
    await user.type(field(/^Phone/), '2045550177')
    await user.type(field(/^Tell us about your event/), 'Two days, 300 guests')
    await user.click(screen.getByRole('button', { name: 'Request Quote' }))
    expect(await screen.findByText('Request Sent')).toBeTruthy()
    expect(screen.getByText(/contact you within 24 hours with a customized quote/)).toBeTruthy()
    expect(screen.getByText('dialog closed')).toBeTruthy()
    expect(api.seen[0]).toMatchObject({
      path: '/api/accommodation-request',
      body: { kind: 'custom_quote', name: 'Quote', message: 'Two days, 300 guests' },
    })
  })

  it('a failure keeps the dialog open with what was typed and an error toast', async () => {
    fakeApi({ 'POST /api/accommodation-request': { status: 500 } })
    const user = openDialog(CustomQuoteDialog)
    await user.type(field(/^Name/), 'Failing')
    await user.type(field(/^Email/), 'failing@example.com')
    await user.type(field(/^Phone/), '2045550177')
    await user.type(field(/^Tell us about your event/), 'A wedding')
    await user.click(screen.getByRole('button', { name: 'Request Quote' }))
    expect(await screen.findByText('Failed to send request. Please try again.')).toBeTruthy()
    expect(screen.getByText('dialog open')).toBeTruthy()
    expect(field(/^Name/)).toHaveProperty('value', 'Failing')
  })
})

describe('Outside Our Service Area', () => {
  it('needs name, email and message (Missing Information), then shows what happens next', async () => {
    const api = fakeApi({ 'POST /api/accommodation-request': { status: 201, body: { ok: true } } })
    const user = openDialog(OutsideServiceAreaDialog)
    await user.type(field(/^Name/), 'Remote')
    await user.click(screen.getByRole('button', { name: 'Send Request' }))
    expect(await screen.findByText('Missing Information')).toBeTruthy()
    expect(screen.getByText('Please fill in all required fields.')).toBeTruthy()
    expect(api.seen).toHaveLength(0)
    await user.type(field(/^Email/), 'remote@example.com')
    await user.type(field(/^Tell us about your event/), 'Wedding in Brandon, August 2')
    await user.click(screen.getByRole('button', { name: 'Send Request' }))
    expect(await screen.findByRole('heading', { name: 'Request Sent' })).toBeTruthy()
    expect(screen.getByText('Nothing is booked or charged until you say yes.')).toBeTruthy()
    expect(api.seen[0].body).toMatchObject({ kind: 'outside_area', email: 'remote@example.com' })
  })
})

describe('Request Assistance', () => {
  it('needs name, email and phone; the message is optional', async () => {
    const api = fakeApi({
      'POST /api/contact/accommodation-request': { status: 201, body: { ok: true } },
    })
    const user = openDialog(RequestAssistanceDialog)
    await user.click(screen.getByRole('button', { name: 'Send Request' }))
    for (const msg of ['Name is required', 'Email is required', 'Phone is required'])
      expect(await screen.findByText(msg)).toBeTruthy()
    expect(field(/^Message/).getAttribute('aria-required')).toBeNull()
    await user.type(field(/^Name/), 'Soon')
    await user.type(field(/^Email/), 'soon@example.com')
    await user.type(field(/^Phone/), '2045550188')
    await user.click(screen.getByRole('button', { name: 'Send Request' }))
    expect(await screen.findByText('Request Sent')).toBeTruthy()
    await waitFor(() => expect(screen.getByText('dialog closed')).toBeTruthy())
    expect(api.seen[0]).toMatchObject({ body: { name: 'Soon', message: '' } })
  })
})
