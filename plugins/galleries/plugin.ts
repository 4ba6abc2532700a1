import type { CollectionConfig, Config } from 'payload'

import { s3Storage } from '@payloadcms/storage-s3'

import { S3_PREFIX, s3SettingsFromEnv } from './adapters/storageFromEnv'
import { type StaffLink, withStaffAdmin } from '@admin-kit/staffAdmin'

import { Galleries } from './collections/Galleries'
import { GalleryPhotos } from './collections/GalleryPhotos'
import { galleryEndpoints } from './endpoints/galleryEndpoints'
import { galleriesDueEndpoint, staffGalleryEndpoints } from './endpoints/staffEndpoints'
import { uploadPhotoEndpoint } from './endpoints/uploadEndpoint'
import { galleryDailyTask } from './jobs/galleryDailyTask'
import { gallerySizesTask } from './jobs/gallerySizesTask'
import { gallerySummary } from './operations/gallerySummary'

const GALLERIES: StaffLink = {
  group: 'Event day',
  label: 'Galleries',
  href: '/admin/collections/galleries',
  order: 30,
  collection: 'galleries',
}

export type GalleriesPluginOptions = {
  /** Off: the collections stay (the schema keeps its data), nothing else runs. */
  enabled?: boolean
  /** The environment S3_* settings are read from (tests pass their own). */
  env?: NodeJS.ProcessEnv
}

// Listed first: collection endpoints before Payload's default /api/bookings/:id handlers.
const withBookingEndpoints = (c: CollectionConfig): CollectionConfig =>
  c.slug === 'bookings'
    ? { ...c, endpoints: [uploadPhotoEndpoint, ...staffGalleryEndpoints, ...(c.endpoints || [])] }
    : c

/**
 * Event galleries: the booth's and staff's uploads (idempotent by content), sizes made by a job,
 * the private gallery page's files and zip, the "ready" and "download soon" emails, and day 60's
 * deletion. Files on local disk, or S3 (`@payloadcms/storage-s3`) when S3_BUCKET is set. After
 * the booking plugin. See docs/galleries.md.
 */
export const galleriesPlugin =
  (options: GalleriesPluginOptions = {}) =>
  (config: Config): Config => {
    const enabled = options.enabled !== false
    const s3 = s3SettingsFromEnv(options.env ?? process.env)
    const galleries = enabled ? { ...Galleries, endpoints: galleryEndpoints } : Galleries
    const collections = [
      ...(config.collections ?? []).map((c) => (enabled ? withBookingEndpoints(c) : c)),
      galleries,
      GalleryPhotos,
    ]
    // The same columns with or without S3: the migrations do not depend on a setting.
    const storage = s3Storage({
      enabled: enabled && Boolean(s3),
      alwaysInsertFields: true,
      bucket: s3?.bucket ?? 'not-configured',
      config: s3?.config ?? {},
      collections: { 'gallery-photos': { prefix: S3_PREFIX } },
    })
    if (!enabled) return storage({ ...config, collections }) as Config
    // Galleries' link joins the custom below (a later spread of config.custom would drop it).
    const linked = withStaffAdmin(config, {
      links: [GALLERIES],
      todayPanels: [
        {
          slot: 'main',
          order: 40,
          path: '/plugins/galleries/admin/GalleriesDuePanel#GalleriesDuePanel',
        },
      ],
      workspacePanels: [{ order: 20, path: '/plugins/galleries/admin/GalleryPanel#GalleryPanel' }],
    })
    return storage({
      ...linked,
      collections,
      endpoints: [...(config.endpoints ?? []), galleriesDueEndpoint],
      custom: {
        ...linked.custom,
        booking: { ...config.custom?.booking, gallery: gallerySummary },
      },
      jobs: {
        ...config.jobs,
        tasks: [...(config.jobs?.tasks ?? []), gallerySizesTask, galleryDailyTask],
        autoRun: [
          ...((config.jobs?.autoRun as unknown[]) ?? []),
          // Sizes within a minute of the upload; the daily task is queued by its schedule.
          { cron: '* * * * *', queue: 'galleries' },
        ] as never,
      },
    }) as Config
  }
