import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { WIZARD_STATE_KEY } from '@/lib/wizardStorage'

import { ReturningVisitorDialog } from './ReturningVisitorDialog'
import { SiteToaster } from './SiteToaster'

// The 'Welcome Back!' popup's rules (moved from the browser's site-returning-visitor spec): when
// it offers a saved cart, what each answer does to the saved state. The journey (Continue
// Booking on the real site lands in the wizard with the toast) stays in Chromium.
const nav = vi.hoisted(() => ({ pathname: '/faq', push: vi.fn() }))
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ push: nav.push }),
}))

const saveCart = (step: number) =>
  localStorage.setItem(WIZARD_STATE_KEY, JSON.stringify({ currentStep: step }))
const popup = () => screen.queryByRole('dialog', { name: 'Welcome Back!' })
const show = (pathname: string) => {
  nav.pathname = pathname
  const user = userEvent.setup()
  const view = render(
    <>
      <ReturningVisitorDialog />
      <SiteToaster />
    </>,
  )
  return { user, view }
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  nav.push.mockReset()
})

describe('the returning-visitor popup', () => {
  it('offers a cart saved past step 1, and Start Fresh clears it for the session', async () => {
    saveCart(3)
    const { user, view } = show('/faq')
    await user.click(await screen.findByRole('button', { name: 'Start Fresh' }))
    await waitFor(() => expect(popup()).toBeNull())
    expect(localStorage.getItem(WIZARD_STATE_KEY)).toBeNull()
    // A cart saved again later in the same browser session is not offered again.
    view.unmount()
    saveCart(3)
    show('/')
    await new Promise((r) => setTimeout(r, 50))
    expect(popup()).toBeNull()
  })

  it('Continue Booking keeps the cart, says Cart Restored and goes to /booking', async () => {
    saveCart(3)
    const { user } = show('/')
    await user.click(await screen.findByRole('button', { name: 'Continue Booking' }))
    expect(await screen.findByText('Cart Restored')).toBeTruthy()
    expect(nav.push).toHaveBeenCalledWith('/booking')
    expect(localStorage.getItem(WIZARD_STATE_KEY)).toContain('currentStep')
  })

  it('is never shown inside the wizard, nor for a state still on step 1', async () => {
    saveCart(3)
    const first = show('/booking')
    await new Promise((r) => setTimeout(r, 50))
    expect(popup()).toBeNull()
    first.view.unmount()
    saveCart(1)
    show('/faq')
    await new Promise((r) => setTimeout(r, 50))
    expect(popup()).toBeNull()
    // The same page offers a cart saved further on: the step, not the page, kept it away.
    saveCart(2)
    show('/faq')
    expect(await screen.findByRole('dialog', { name: 'Welcome Back!' })).toBeTruthy()
  })
})
