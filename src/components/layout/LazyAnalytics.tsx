'use client'

import { lazyClient } from '@/lib/lazyClient'

/** The Google tag's component, fetched only on a site with analytics ids (the layout decides). */
export const LazyAnalytics = lazyClient(() => import('./Analytics').then((m) => m.Analytics))
