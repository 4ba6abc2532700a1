import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { SiteToaster } from '@/components/layout/SiteToaster'
import { apiError, fakeApi } from '@tests/helpers/component/fakeApi'

import { ContactForm } from './ContactForm'

// The contact form's rules and states (moved from the browser's site-forms spec): what a visitor
// sees for each answer the server can give. The journey (a message sent from the real site and
// stored) stays in Chromium.
const renderForm = () => {
  const user = userEvent.setup()
  render(
    <>
      <ContactForm />
      <SiteToaster />
    </>,
  )
  return user
}

async function fill(user: ReturnType<typeof userEvent.setup>, name = 'Morgan') {
  await user.type(screen.getByLabelText(/^Name/), name)
  await user.type(screen.getByLabelText(/^Email/), `${name.toLowerCase()}@example.com`)
  await user.type(screen.getByLabelText(/^Phone/), '204-555-0177')
  await user.type(screen.getByLabelText(/^Message/), 'A wedding on June 14 at the Fort Garry.')
}

/** sonner's data-visible of the toast holding `text` (undefined once it is gone). */
const shownToast = (text: string) =>
  screen.queryByText(text)?.closest('[data-sonner-toast]')?.getAttribute('data-visible') ??
  undefined

describe('the contact form', () => {
  it('requires every field, with email and tel inputs, and checks the address', async () => {
    const api = fakeApi({})
    const user = renderForm()
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('type', 'email')
    expect(screen.getByLabelText(/^Phone/)).toHaveProperty('type', 'tel')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    for (const msg of [
      'Name is required',
      'Email is required',
      'Phone is required',
      'Message is required',
    ])
      expect(await screen.findByText(msg)).toBeTruthy()
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true')
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy()
    expect(api.seen).toHaveLength(0)
  })

  it('sends the trimmed fields, shows Sending... while in flight, then Message sent! and clears', async () => {
    const api = fakeApi({ 'POST /api/contact': { status: 201, body: { ok: true }, delayMs: 150 } })
    const user = renderForm()
    await fill(user)
    await user.type(screen.getByLabelText(/^Name/), '  ')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    const sending = await screen.findByRole('button', { name: 'Sending...' })
    expect(sending).toHaveProperty('disabled', true)
    expect(await screen.findByText('Message sent!')).toBeTruthy()
    expect(screen.getByText("We'll get back to you soon.")).toBeTruthy()
    expect(api.seen).toEqual([
      {
        method: 'POST',
        path: '/api/contact',
        body: {
          name: 'Morgan',
          email: 'morgan@example.com',
          phone: '204-555-0177',
          message: 'A wedding on June 14 at the Fort Garry.',
        },
      },
    ])
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', ''))
    expect(screen.getByLabelText(/^Message/)).toHaveProperty('value', '')
  })

  it('keeps what was typed and says so when the server fails', async () => {
    fakeApi({ 'POST /api/contact': { status: 500 } })
    const user = renderForm()
    await fill(user, 'Quinn')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy()
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Quinn')
  })

  it('a refused field and a rate limit read differently (the server’s code, not its words)', async () => {
    let calls = 0
    fakeApi({
      'POST /api/contact': () =>
        ++calls === 1
          ? apiError(
              400,
              'invalid_input',
              'Validation error: name: Must be at most 120 characters',
              'name',
            )
          : apiError(429, 'rate_limited', 'Too many requests'),
    })
    const user = renderForm()
    await fill(user, 'Long')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Please check the form')).toBeTruthy()
    expect(screen.getByText('Validation error: name: Must be at most 120 characters')).toBeTruthy()
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Long')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Too many tries')).toBeTruthy()
    expect(screen.getByText(/Please wait a minute, then try again/)).toBeTruthy()
    // One toast shows at a time (the spec): the refusal's toast is no longer the visible one.
    await waitFor(() => expect(shownToast('Please check the form')).not.toBe('true'))
  })
})
