'use client'

import { lazyClient } from '@/lib/lazyClient'

/**
 * The hero's background loop, fetched after hydration: it starts loading only at idle anyway and
 * stays transparent until it plays, so nothing shows or moves while its code is on the way.
 */
export const LazyHeroVideo = lazyClient(() => import('./HeroVideo').then((m) => m.HeroVideo))
