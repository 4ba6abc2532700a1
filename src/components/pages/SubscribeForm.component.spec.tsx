import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { SiteToaster } from '@/components/layout/SiteToaster'
import { fakeApi } from '@tests/helpers/component/fakeApi'

import { SubscribeForm } from './SubscribeForm'

// The blog's Stay Updated form: its rules and its failure (moved from the browser's
// site-subscribe spec). The journey (a subscription sent from the real blog and confirmed) stays
// in Chromium.
const renderForm = () => {
  const user = userEvent.setup()
  render(
    <>
      <SubscribeForm />
      <SiteToaster />
    </>,
  )
  return user
}

describe('Stay Updated', () => {
  it('rejects a bad email and sends nothing', async () => {
    const api = fakeApi({})
    const user = renderForm()
    await user.type(screen.getByLabelText('Email address'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy()
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true')
    expect(api.seen).toEqual([])
  })

  it('says so when subscribing fails, keeping the address', async () => {
    // The server's plain-text 500, as the browser spec's route answered it.
    const sent: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        sent.push(new URL(String(input), 'http://localhost').pathname)
        return new Response('Internal Server Error', { status: 500 })
      }),
    )
    const user = renderForm()
    await user.type(screen.getByLabelText('Email address'), 'reader@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeTruthy()
    expect(screen.getByLabelText('Email address')).toHaveProperty('value', 'reader@example.com')
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveProperty('disabled', false)
    expect(sent).toEqual(['/api/newsletter/subscribe'])
  })
})
