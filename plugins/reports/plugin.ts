import type { Config } from 'payload'

import { withStaffAdmin } from '@admin-kit/staffAdmin'

import type { AccountingCodes } from './core/accountingRows'
import { reportEndpoints } from './endpoints/reportEndpoints'

export type ReportsPluginOptions = {
  /** Off: nothing is added (reports read the booking plugin's tables; they have none of their own). */
  enabled?: boolean
  /** Item and account the accounting exports name, and the tax codes when Site Settings has none. */
  codes?: Partial<AccountingCodes>
}

export const DEFAULT_ACCOUNTING_CODES: AccountingCodes = {
  qboTaxCode: 'GST/PST MB',
  qboItem: 'Photo booth rental',
  xeroTaxType: 'GST + PST (MB) on Sales',
  xeroAccountCode: '200',
}

/** The owner's reports (/admin/reports): dashboard, GST/RST worksheet, money held, exports. */
export const reportsPlugin =
  (options: ReportsPluginOptions = {}) =>
  (config: Config): Config =>
    options.enabled === false
      ? config
      : {
          ...withStaffAdmin(config, {
            views: {
              reports: {
                Component: '/plugins/reports/admin/ReportsView#ReportsView',
                path: '/reports',
              },
            },
            links: [
              {
                group: 'Money',
                label: 'Reports',
                href: '/admin/reports',
                order: 30,
                adminOnly: true,
              },
            ],
          }),
          endpoints: [
            ...(config.endpoints ?? []),
            ...reportEndpoints({ ...DEFAULT_ACCOUNTING_CODES, ...options.codes }),
          ],
        }
