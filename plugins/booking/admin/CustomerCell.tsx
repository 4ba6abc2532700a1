import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { DefaultCellComponentProps } from 'payload'

/** 'Ada Lovelace' over '(204) 555-0199' in the Bookings list. */
export function CustomerCell({ rowData }: DefaultCellComponentProps) {
  const r = rowData as { firstName?: string; lastName?: string; phone?: string }
  const phone = r.phone
    ? (parsePhoneNumberFromString(r.phone, 'CA')?.formatNational() ?? r.phone)
    : ''
  return (
    <span>
      {[r.firstName, r.lastName].filter(Boolean).join(' ')}
      {phone ? (
        <>
          <br />
          <small>{phone}</small>
        </>
      ) : null}
    </span>
  )
}
