'use client'

import { section } from './setupStyles'

const REQUIRED = [
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_CALENDAR_BOOTH1',
  'GOOGLE_CALENDAR_BOOTH2',
]

/** The server settings Google needs, each said set or missing once the status has loaded. */
export function GoogleSettingsList({ missingNames }: { missingNames: string[] | null }) {
  return (
    <section aria-labelledby="g-settings" style={section}>
      <h2 id="g-settings">Required settings</h2>
      <p>Set these on the server (see README, Configuration), then restart it.</p>
      <ul data-testid="google-settings">
        {REQUIRED.map((name) => {
          const missing = missingNames?.includes(name)
          return (
            <li key={name}>
              <code>{name}</code>: {missingNames ? (missing ? 'missing' : 'set') : '…'}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
