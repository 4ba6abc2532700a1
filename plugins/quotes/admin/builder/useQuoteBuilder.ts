'use client'

import { useState } from 'react'

import { quotesApi, type SentQuote } from '../../contract'

import { fieldError } from './builderMessages'
import type { BuilderInit, BuilderValues, LineRow } from './builderTypes'
import { lineAmountCents } from './lineAmount'
import { previewBody, quoteBody } from './quoteBody'
import { useQuotePreview } from './useQuotePreview'

export type { SentQuote }

type Errors = Record<string, string>

/** Row checks the server cannot word for a half-typed row: what is missing, in words. */
function lineErrors(lines: LineRow[]): Errors {
  const errors: Errors = {}
  lines.forEach((l, i) => {
    if (l.label.trim().length < 2) errors[`lines.${i}.label`] = 'Say what this line is for.'
    if (lineAmountCents(l.amount) === null)
      errors[`lines.${i}.amountCents`] =
        'Enter an amount in dollars, like 350.00 (or -50.00 for a discount).'
  })
  return errors
}

/** The builder's state, its live price, and its send (a new quote, or a revision). */
export function useQuoteBuilder(init: BuilderInit) {
  const [values, setValues] = useState<BuilderValues>(init.values)
  const [errors, setErrors] = useState<Errors>({})
  const [sent, setSent] = useState<SentQuote | null>(null)
  const preview = useQuotePreview(previewBody(values))
  const [nextKey, setNextKey] = useState(values.lines.length)

  const set = <K extends keyof BuilderValues>(k: K, v: BuilderValues[K]) => {
    setValues((old) => ({ ...old, [k]: v }))
    setErrors(({ [k]: _gone, form: _form, ...rest }) => rest)
  }
  const setLines = (lines: LineRow[]) => {
    setValues((old) => ({ ...old, lines }))
    setErrors((old) =>
      Object.fromEntries(Object.entries(old).filter(([k]) => !k.startsWith('lines'))),
    )
  }
  const addLine = () => {
    setLines([...values.lines, { key: nextKey, label: '', amount: '' }])
    setNextKey(nextKey + 1)
  }

  /** Before the confirmation: what can be said without the server. False if something is wrong. */
  const check = () => {
    const found = lineErrors(values.lines)
    if (preview.state === 'error') found[preview.key] = preview.words
    if (preview.state === 'empty' && !Object.keys(found).length)
      found.form = 'Enter the event date and address to price the quote.'
    setErrors(found)
    return Object.keys(found).length === 0
  }

  const send = async () => {
    // A revision keeps its quote's lead: only a new quote names one.
    const leadId = init.revise ? null : (init.lead?.id ?? null)
    const body = quoteBody(values, leadId)
    const res = init.revise
      ? await quotesApi.revise({ id: init.revise.id, body })
      : await quotesApi.create({ body })
    if (res.ok) return setSent(res.data)
    const { key, words } = fieldError(res.code, res.field, res.message)
    setErrors({ [key]: words })
  }
  const shownErrors: Errors =
    preview.state === 'error' ? { [preview.key]: preview.words, ...errors } : errors
  return { values, set, setLines, addLine, errors: shownErrors, preview, check, send, sent }
}

export type QuoteBuilder = ReturnType<typeof useQuoteBuilder>
