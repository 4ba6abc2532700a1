'use client'

import { Button } from '@payloadcms/ui'

import { inputStyle } from '@admin-kit/formStyles'

import type { BuilderCatalog, LineRow } from './builderTypes'
import { columns } from './CustomerAndEvent'
import { FieldBox } from './FieldBox'
import type { QuoteBuilder } from './useQuoteBuilder'

const fieldset = { border: 0, padding: 0, margin: '0 0 16px', minWidth: 0 } as const

/** Add-ons with quantities, and the quote's own lines (a negative amount is a discount). */
export function AddOnsAndLines({ b, catalog }: { b: QuoteBuilder; catalog: BuilderCatalog }) {
  const { values: v, set, errors, setLines, addLine } = b
  const edit = (i: number, row: Partial<LineRow>) =>
    setLines(v.lines.map((l, j) => (j === i ? { ...l, ...row } : l)))
  return (
    <>
      <fieldset style={fieldset}>
        <legend>
          <h2 style={{ margin: '0 0 8px' }}>Add-ons (quantity; 0 for none)</h2>
        </legend>
        <div style={columns}>
          {catalog.addOns.map((a) => (
            <FieldBox key={a.id} label={a.name}>
              {(c) => (
                <input
                  {...c}
                  max={a.maxQuantity}
                  min={0}
                  style={inputStyle}
                  type="number"
                  value={String(v.qty[a.id] ?? 0)}
                  onChange={(e) =>
                    set('qty', { ...v.qty, [a.id]: Math.max(0, Number(e.target.value) || 0) })
                  }
                />
              )}
            </FieldBox>
          ))}
        </div>
        {errors.addOns ? (
          <p role="alert" style={{ color: 'var(--theme-error-600)', margin: 0 }}>
            {errors.addOns}
          </p>
        ) : null}
      </fieldset>
      <fieldset style={fieldset} data-testid="custom-lines">
        <legend>
          <h2 style={{ margin: '0 0 4px' }}>Custom lines</h2>
        </legend>
        <p style={{ margin: '0 0 12px', color: 'var(--theme-elevation-650)' }}>
          Travel, a discount, anything the price list does not have. Amounts include GST and RST,
          like every price; a negative amount (−50.00) is a discount.
        </p>
        {v.lines.map((l, i) => (
          <div
            key={l.key}
            // One row at 1280 px; on a phone the amount and its button wrap under the label.
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: '0 12px',
              alignItems: 'flex-start',
              marginBottom: 12,
            }}
          >
            <div style={{ flex: '2 1 220px', minWidth: 0 }}>
              <FieldBox label={`Line ${i + 1}: what it is for`} error={errors[`lines.${i}.label`]}>
                {(c) => (
                  <input
                    {...c}
                    style={inputStyle}
                    value={l.label}
                    onChange={(e) => edit(i, { label: e.target.value })}
                  />
                )}
              </FieldBox>
            </div>
            <div style={{ flex: '1 1 120px', minWidth: 0 }}>
              <FieldBox
                label={`Line ${i + 1}: amount ($)`}
                error={errors[`lines.${i}.amountCents`]}
              >
                {(c) => (
                  <input
                    {...c}
                    inputMode="decimal"
                    style={inputStyle}
                    value={l.amount}
                    onChange={(e) => edit(i, { amount: e.target.value })}
                  />
                )}
              </FieldBox>
            </div>
            <div style={{ paddingTop: 26, flex: '0 0 auto' }}>
              <Button
                buttonStyle="secondary"
                margin={false}
                onClick={() => setLines(v.lines.filter((_, j) => j !== i))}
              >
                {`Remove line ${i + 1}`}
              </Button>
            </div>
          </div>
        ))}
        {errors.lines ? (
          <p role="alert" style={{ color: 'var(--theme-error-600)', margin: '0 0 8px' }}>
            {errors.lines}
          </p>
        ) : null}
        <Button buttonStyle="secondary" margin={false} onClick={addLine}>
          Add a line
        </Button>
      </fieldset>
    </>
  )
}
