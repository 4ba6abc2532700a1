import type { DefaultCellComponentProps } from 'payload'

import { phoneParts } from '@kernel/format/phoneParts'

/** 'Ada Lovelace' over '(204) 555-0199' in the Bookings list. */
export function CustomerCell({ rowData }: DefaultCellComponentProps) {
  const r = (rowData ?? {}) as { firstName?: string; lastName?: string; phone?: string }
  const phone = phoneParts(r.phone)
  return (
    <span>
      {[r.firstName, r.lastName].filter(Boolean).join(' ')}
      {phone ? (
        <>
          <br />
          <small>{phone.label}</small>
        </>
      ) : null}
    </span>
  )
}
