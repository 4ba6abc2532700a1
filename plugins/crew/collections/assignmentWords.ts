import type { Field, FieldHook } from 'payload'

import { relId } from '@kernel'

import { boothLabel } from '../core/boothLabel'

const boothName: FieldHook = ({ siblingData }) =>
  typeof siblingData?.booth === 'string' ? boothLabel(siblingData.booth) : null

// The attendant's name (their email when they have none), never a bare user id.
const attendantName: FieldHook = async ({ siblingData, req }) => {
  const a = siblingData?.attendant as { name?: string; email?: string } | number | undefined
  if (!a) return null
  const user =
    typeof a === 'object'
      ? a
      : await req.payload.findByID({
          collection: 'users',
          id: relId(a),
          depth: 0,
          req,
          disableErrors: true,
        })
  return user ? user.name || user.email || null : 'A removed account'
}

/** Read-only words for a crew assignment's booth and attendant (virtual: nothing stored). */
export const assignmentWords: Field[] = [
  {
    name: 'boothName',
    label: 'Booth',
    type: 'text',
    virtual: true,
    admin: { readOnly: true },
    hooks: { afterRead: [boothName] },
  },
  {
    name: 'attendantName',
    label: 'Attendant',
    type: 'text',
    virtual: true,
    admin: { readOnly: true },
    hooks: { afterRead: [attendantName] },
  },
]
