import type { Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { documentTimesPlugin } from './documentTimesPlugin'

const TIMES = '/packages/admin-kit/DocumentTimes#DocumentTimes'

describe('documentTimesPlugin', () => {
  it('adds the Winnipeg times to every edit view but the excepted ones and those with no times', () => {
    const config = documentTimesPlugin(['bookings'])({
      collections: [
        { slug: 'faqs', fields: [] },
        { slug: 'bookings', fields: [] },
        { slug: 'logs', fields: [], timestamps: false },
        {
          slug: 'posts',
          fields: [],
          admin: { components: { edit: { beforeDocumentControls: ['/x#X'] } } },
        },
      ],
      globals: [{ slug: 'site-settings', fields: [] }],
    } as unknown as Config)
    const before = (slug: string) =>
      config.collections?.find((c) => c.slug === slug)?.admin?.components?.edit
        ?.beforeDocumentControls
    expect(before('faqs')).toEqual([TIMES])
    expect(before('bookings')).toBeUndefined()
    expect(before('logs')).toBeUndefined()
    expect(before('posts')).toEqual(['/x#X', TIMES])
    expect(config.globals?.[0]?.admin?.components?.elements?.beforeDocumentControls).toEqual([
      TIMES,
    ])
  })
})
