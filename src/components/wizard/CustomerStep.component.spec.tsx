import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { fakeApi } from '@tests/helpers/component/fakeApi'

import { CustomerStep } from './CustomerStep'

// Step 1's rules (moved from the browser's wizard-steps spec): each validation message, the phone
// formatted as typed, and address suggestions by keyboard. The wizard's journey through the steps
// and step 1's axe check stay in Chromium.
const selkirk = { id: 'a1', text: '12 Main St, Selkirk, MB', description: 'Selkirk, Manitoba' }

function renderStep(answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(answers)
  const onSubmit = vi.fn()
  const user = userEvent.setup()
  render(<CustomerStep initial={null} onBack={() => {}} onSubmit={onSubmit} />)
  return { api, onSubmit, user, field: (label: string) => screen.getByLabelText(label) }
}

describe('wizard step 1', () => {
  it('shows each validation message and marks the fields invalid', async () => {
    const { user, onSubmit, field } = renderStep()
    await user.click(screen.getByRole('button', { name: 'Continue to Packages' }))
    for (const text of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Phone number must be exactly 10 digits',
      'Address is required',
      'Event type is required',
      'Guest count is required',
      'Please tell us how you found us',
    ])
      expect(await screen.findByText(text)).toBeTruthy()
    expect(field('First name').getAttribute('aria-invalid')).toBe('true')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('formats the phone as it is typed and edited', async () => {
    const { user, field } = renderStep()
    const phone = field('Phone') as HTMLInputElement
    await user.type(phone, '204123')
    expect(phone.value).toBe('(204) 123')
    await user.type(phone, '4567')
    expect(phone.value).toBe('(204) 123-4567')
    await user.type(phone, '{Backspace}')
    expect(phone.value).toBe('(204) 123-456')
  })

  it('suggests addresses, and picks one by keyboard', async () => {
    const { user, api } = renderStep({
      'GET /api/address-search': () => ({ status: 200, body: { addresses: [selkirk] } }),
    })
    const address = screen.getByRole('combobox', { name: 'Event address' }) as HTMLInputElement
    await user.type(address, 'Se')
    expect(await screen.findByText('Searching addresses…')).toBeTruthy()
    await user.type(address, 'lk')
    expect(await screen.findByRole('option', { name: /12 Main St, Selkirk, MB/ })).toBeTruthy()
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(address.value).toBe('12 Main St, Selkirk, MB'))
    expect(api.seen.find((r) => r.path === '/api/address-search')).toBeTruthy()
  })

  it('says no Canadian address was found when the service finds none', async () => {
    const { user } = renderStep({
      'GET /api/address-search': { status: 200, body: { addresses: [] } },
    })
    await user.type(screen.getByRole('combobox', { name: 'Event address' }), 'Qqqxz')
    expect(
      await screen.findByText(
        'No Canadian addresses found. Please check your spelling or try typing more of the address.',
      ),
    ).toBeTruthy()
  })

  it('offers the local towns when the address service fails', async () => {
    const { user } = renderStep({ 'GET /api/address-search': { status: 503 } })
    await user.type(screen.getByRole('combobox', { name: 'Event address' }), '5 Lake Rd, Gim')
    expect(await screen.findByRole('option', { name: /Gimli, MB/ })).toBeTruthy()
  })
})
