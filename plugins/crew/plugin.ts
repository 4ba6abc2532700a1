import type { CollectionConfig, Config } from 'payload'

import type { GatewayFactory } from '@booking/server'
import { withStaffAdmin } from '@admin-kit/staffAdmin'

import { crewLinks } from './admin/crewLinks'

import { attendantUserFields } from './collections/attendantUserFields'
import { releaseAttendant } from './collections/releaseAttendant'
import { crewFollowsBooking } from './collections/crewFollowsBooking'
import { CrewAssignments } from './collections/CrewAssignments'
import { PackingItems } from './collections/PackingItems'
import { UnavailableDates } from './collections/UnavailableDates'
import { DesignProofs } from './collections/DesignProofs'
import { dayBeforeTextsTask } from './jobs/dayBeforeTextsTask'
import { bookingCrewEndpoints, crewRootEndpoints } from './endpoints/crewEndpoints'
import { crewDesignEndpoint, designBookingEndpoints } from './endpoints/designEndpoints'

export type CrewPluginOptions = {
  /** Off: the collections and user fields stay (the schema keeps its data), nothing else runs. */
  enabled?: boolean
  /** The booking plugin's gateway: cash collected on site closes the customer's open card links. */
  gateway?: GatewayFactory
}

/** Adds to the host's and the booking plugin's collections: user fields, booking endpoints. */
function extend(c: CollectionConfig, enabled: boolean): CollectionConfig {
  if (c.slug === 'users')
    return {
      ...c,
      fields: [...c.fields, ...attendantUserFields],
      hooks: { ...c.hooks, beforeDelete: [...(c.hooks?.beforeDelete ?? []), releaseAttendant] },
    }
  // The crew follows a cancelled or moved booking, in the booking's own write.
  const hooks = { ...c.hooks, beforeChange: [...(c.hooks?.beforeChange ?? []), crewFollowsBooking] }
  // Listed first: collection endpoints before Payload's default /api/bookings/:id handlers.
  if (c.slug === 'bookings' && enabled)
    return {
      ...c,
      hooks,
      endpoints: [...bookingCrewEndpoints, ...designBookingEndpoints, ...(c.endpoints || [])],
    }
  return c
}

/**
 * The event-day crew: attendants (users with the `attendant` role) assigned per booth with their
 * availability, their run sheets, check-in and check-out, and cash collected on site. After the
 * booking plugin (it extends the bookings collection).
 */
export const crewPlugin =
  (options: CrewPluginOptions = {}) =>
  (config: Config): Config => {
    const enabled = options.enabled !== false
    const collections = [
      ...(config.collections ?? []).map((c) => extend(c, enabled)),
      CrewAssignments,
      UnavailableDates,
      PackingItems,
      DesignProofs,
    ]
    if (!enabled) return { ...config, collections }
    const base = withStaffAdmin(config, {
      views: {
        crew: { Component: '/plugins/crew/admin/CrewView#CrewView', path: '/crew' },
        crewPay: { Component: '/plugins/crew/admin/CrewPayView#CrewPayView', path: '/crew-pay' },
      },
      links: crewLinks,
      todayPanels: [
        {
          slot: 'main',
          order: 10,
          path: '/plugins/crew/admin/NeedsAttendantPanel#NeedsAttendantPanel',
        },
        {
          slot: 'main',
          order: 20,
          path: '/plugins/crew/admin/DesignsPendingPanel#DesignsPendingPanel',
        },
      ],
      workspacePanels: [{ order: 10, path: '/plugins/crew/admin/CrewPanel#CrewPanel' }],
    })
    return {
      ...base,
      collections,
      endpoints: [
        ...(base.endpoints ?? []),
        ...crewRootEndpoints(options.gateway),
        crewDesignEndpoint,
      ],
      jobs: { ...base.jobs, tasks: [...(base.jobs?.tasks ?? []), dayBeforeTextsTask] },
    }
  }
