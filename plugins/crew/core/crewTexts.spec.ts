import { describe, expect, it } from 'vitest'

import { assignmentText, dayBeforeText, ONE_SEGMENT } from './crewTexts'

describe('crew texts', () => {
  const base = {
    reference: 'BK-1042',
    booth: 'Booth 1',
    date: 'Sat, Jun 5',
    time: '3:30 PM',
    link: 'https://booth.example/admin/crew',
  }

  it('says what, when and where in one segment', () => {
    const text = assignmentText({ ...base, address: '100 Main St, Winnipeg' })
    expect(text).toBe(
      'New event BK-1042: Booth 1, Sat, Jun 5 3:30 PM, 100 Main St, Winnipeg. Accept or decline: https://booth.example/admin/crew',
    )
  })

  it('cuts a long address short rather than send two segments', () => {
    const text = assignmentText({ ...base, address: `${'Long Venue Name '.repeat(10)}Winnipeg` })
    expect(text).toHaveLength(ONE_SEGMENT)
    expect(text).toMatch(/\.\.\.\. Accept or decline: https:\/\/booth\.example\/admin\/crew$/)
  })

  it('tells the customer when the attendant arrives, with how to opt out', () => {
    expect(dayBeforeText({ business: 'Snap Booth', arrival: '3:30 PM', selfServe: false })).toBe(
      'Snap Booth: see you tomorrow! Your attendant arrives at 3:30 PM to set up. Reply STOP to opt out.',
    )
  })
})
