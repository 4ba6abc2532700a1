'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { LabeledInput } from '@admin-kit/LabeledInput'
import { isValidDateString } from '@kernel'

/** Jump the calendar to any date (a booking next year is one step away, not twelve "Next"s). */
export function GoToDate({ onGo }: { onGo: (date: string) => void }) {
  const [date, setDate] = useState('')
  return (
    <form
      aria-label="Go to a date"
      className="pb-goto"
      onSubmit={(e) => {
        e.preventDefault()
        if (isValidDateString(date)) onGo(date)
      }}
    >
      <LabeledInput
        label="Go to date"
        onChange={(e) => setDate(e.target.value)}
        required
        type="date"
        value={date}
      />
      <Button buttonStyle="secondary" margin={false} size="medium" type="submit">
        Go
      </Button>
    </form>
  )
}
