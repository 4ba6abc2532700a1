import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { QuoteResponse } from '@booking/contract'
import { QuoteLines } from './QuoteLines'

// Only the fields QuoteLines reads: Digital Plus $299 with a 25% deposit, as the server words it.
const quote = (remainingBalance: string) =>
  ({
    lines: [{ kind: 'package', label: 'Digital Plus', quantity: 1, amount: '299.00' }],
    totalAmount: '299.00',
    amountDueNow: remainingBalance === '0.00' ? '299.00' : '74.75',
    remainingBalance,
    balanceDueDate: '2027-03-01',
  }) as unknown as QuoteResponse

describe('QuoteLines', () => {
  it('shows the balance and its due date when some is left to pay', () => {
    render(<QuoteLines quote={quote('224.25')} showPayment />)
    expect(screen.getByTestId('quote-due-now').textContent).toBe('$74.75')
    expect(screen.getByTestId('quote-balance').textContent).toBe('$224.25')
    expect(screen.getByText(/^Balance due /).textContent).toContain('2027')
  })

  it('has no balance row when the whole amount is paid now, however the zero is written', () => {
    for (const zero of ['0.00', '0', '0.0']) {
      const { unmount } = render(<QuoteLines quote={quote(zero)} showPayment />)
      expect(screen.queryByTestId('quote-balance')).toBeNull()
      unmount()
    }
  })
})
