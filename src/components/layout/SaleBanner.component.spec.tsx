import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { SaleBanner } from './SaleBanner'

// The sale banner's rule (moved from the browser's site-chrome spec): dismissed, it is gone for
// this page view only. The words it is sent with, from Site Settings: tests/int/sitePages.
const nav = vi.hoisted(() => ({ pathname: '/faq' }))
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname }))

const text = 'Book this month and we pay your GST and RST'
const banner = () => screen.queryByRole('region', { name: 'Announcement' })

describe('the sale banner', () => {
  it('dismisses for the page view and returns on the next', async () => {
    nav.pathname = '/faq'
    const user = userEvent.setup()
    const view = render(<SaleBanner text={text} />)
    expect(banner()?.textContent).toContain('we pay your GST and RST')
    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }))
    expect(banner()).toBeNull()
    // The next page view: another page, or the same page loaded again.
    nav.pathname = '/contact'
    view.rerender(<SaleBanner text={text} />)
    expect(banner()).not.toBeNull()
    view.unmount()
    nav.pathname = '/faq'
    render(<SaleBanner text={text} />)
    expect(banner()?.textContent).toContain('we pay your GST and RST')
  })
})
