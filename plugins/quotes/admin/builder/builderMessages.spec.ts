import { describe, expect, it } from 'vitest'

import { deliveryWords, fieldError, notSentReason, sentHeadline } from './builderMessages'

describe('the quote builder words the server codes beside their fields', () => {
  it('says at the lines why a total below $0.50 cannot be sent', () => {
    const e = fieldError('total_below_minimum', 'lines', 'A quote must total at least $0.50…')
    expect(e.key).toBe('lines')
    expect(e.words).toMatch(/^The total must be at least \$0\.50, the least a card payment can be/)
  })

  it('puts hold refusals at the hold box, in staff words', () => {
    expect(fieldError('too_many_holds', undefined, 'You can hold 5…').key).toBe('holdBooth')
    expect(fieldError('slot_taken', undefined, 'The selected time slot…').words).toMatch(
      /^No booth is free at this date and time/,
    )
  })

  it('names the field of a validation error without the technical prefix', () => {
    expect(
      fieldError(
        'invalid_input',
        'phone',
        'Validation error: phone: Phone number must be exactly 10 digits',
      ),
    ).toEqual({ key: 'phone', words: 'Phone number must be exactly 10 digits' })
    expect(
      fieldError('invalid_input', 'lines.0.label', 'Validation error: lines.0.label: is required'),
    ).toEqual({
      key: 'lines.0.label',
      words: 'Is required',
    })
    expect(fieldError('addon_not_offered', 'selectedAddOns', 'An add-on is not offered…').key).toBe(
      'addOns',
    )
    expect(fieldError('busy', undefined, 'Please try again.').key).toBe('form')
  })

  it('says "Emailed" only when the mail server took it', () => {
    expect(deliveryWords('sent', 'a@b.c')).toEqual({ ok: true, text: 'Emailed to a@b.c.' })
    for (const d of ['queued', 'failed', 'not_sent'] as const) {
      const said = deliveryWords(d, 'a@b.c')
      expect([said.ok, said.text.startsWith('Not emailed to a@b.c: ')]).toEqual([false, true])
    }
  })
})

describe('notSentReason', () => {
  it('says why an email did not go, for each delivery that is not sent', () => {
    expect((['queued', 'failed', 'not_sent'] as const).map(notSentReason)).toEqual([
      'the mail server did not take it yet, so it is queued and will be retried',
      'the mail server refused it',
      'no email delivery is set up on this site',
    ])
  })
})

describe('sentHeadline', () => {
  it('says "sent" only when the email went; else saved and not emailed', () => {
    expect(sentHeadline({ number: 'Q-2026-00016' }, true)).toBe('Quote Q-2026-00016 sent')
    expect(sentHeadline({ number: 'Q-2026-00016' }, false)).toBe(
      'Quote Q-2026-00016 saved; not emailed',
    )
    expect(sentHeadline({ number: 'Q-2026-00016', revision: 2 }, false)).toBe(
      'Revision 2 of quote Q-2026-00016 saved; not emailed',
    )
  })
})
