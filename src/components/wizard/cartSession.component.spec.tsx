import { afterEach, describe, expect, it, vi } from 'vitest'

import { CART_SECRET_KEY, CART_SESSION_KEY } from '@/lib/wizardStorage'
import { fakeApi } from '@tests/helpers/component/fakeApi'
import { sendCart } from './cartSession'

// The server keeps the last update it receives: the wizard's must arrive in the order sent.
describe('sendCart', () => {
  afterEach(() => {
    localStorage.clear()
    vi.unstubAllGlobals()
  })

  it('sends one update after another: a slow step-2 save cannot land after step 3', async () => {
    localStorage.setItem(CART_SESSION_KEY, 'cart-session-1234')
    localStorage.setItem(CART_SECRET_KEY, 'secret')
    const arrived: number[] = []
    const { seen } = fakeApi({
      'POST /api/cart/update': (body) => {
        const { step } = body as { step: number }
        // Step 2's answer is slow; had step 3 been sent beside it, the server would see 3 then 2.
        setTimeout(() => arrived.push(step), step === 2 ? 80 : 0)
        return { status: 200, body: { success: true }, delayMs: step === 2 ? 100 : 0 }
      },
    })
    await sendCart('update', { step: 2 })
    await sendCart('update', { step: 3 })
    await vi.waitFor(() => expect(arrived).toEqual([2, 3]), { timeout: 2_000 })
    expect(seen.map((r) => (r.body as { step: number }).step)).toEqual([2, 3])
    expect(
      seen.every((r) => (r.body as { sessionId: string }).sessionId === 'cart-session-1234'),
    ).toBe(true)
  })
})
