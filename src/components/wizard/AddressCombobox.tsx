'use client'

import { useId, useState, type KeyboardEvent } from 'react'

import { AddressSuggestions } from './AddressSuggestions'
import { ui } from '@/components/ui/ui'
import { useAddressSearch } from './useAddressSearch'

type Props = {
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  error?: string
  name: string
  inputRef?: (el: HTMLInputElement | null) => void
}

/** The ARIA 1.2 combobox pattern: type, arrow through suggestions, Enter picks, Escape closes. */
export function AddressCombobox({ value, onChange, onBlur, error, name, inputRef }: Props) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const { status, results } = useAddressSearch(value, open)
  const showList = open && status !== 'idle'

  const pick = (text: string) => {
    onChange(text)
    setOpen(false)
    setActive(-1)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && results.length) {
      e.preventDefault()
      setOpen(true)
      setActive((i) => (i + 1) % results.length)
    } else if (e.key === 'ArrowUp' && results.length) {
      e.preventDefault()
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1))
    } else if (e.key === 'Enter' && showList && active >= 0 && results[active]) {
      e.preventDefault()
      pick(results[active].text)
    } else if (e.key === 'Escape') setOpen(false)
  }

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className={ui.label}>
        Event address
      </label>
      <input
        id={`${id}-input`}
        ref={inputRef}
        name={name}
        role="combobox"
        aria-expanded={showList && results.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        autoComplete="off"
        className={ui.input}
        value={value}
        placeholder="Start typing: 123 Main St, Winnipeg"
        onChange={(e) => {
          onChange(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          onBlur()
          setTimeout(() => setOpen(false), 150)
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
        Street and town, so we can confirm we serve your area.
      </p>
      <AddressSuggestions
        id={id}
        showList={showList}
        status={status}
        results={results}
        active={active}
        onPick={pick}
      />
      {error && (
        <p id={`${id}-error`} className={ui.error}>
          {error}
        </p>
      )}
    </div>
  )
}
