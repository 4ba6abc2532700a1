import type { GlobalConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isAdmin } from '@server-kit'
import { revalidateGlobal } from '../../hooks/revalidateSite'
import { analyticsTab } from './analyticsTab'
import { bookingRulesTab } from './bookingRulesTab'
import { businessTab } from './businessTab'
import { privacyTab } from './privacyTab'
import { receiptsTab } from './receiptsTab'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site Settings',
  admin: { group: 'Setup' }, // the staff nav's Setup section links it (custom.scss hides this group)
  // Business details and booking rules: only admins change them.
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      type: 'tabs',
      tabs: [businessTab, bookingRulesTab, receiptsTab, privacyTab, analyticsTab],
    },
  ],
}
