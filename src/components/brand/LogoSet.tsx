import type { ReactNode } from 'react'

import { PageHeader } from '../pages/PageHeader'
import { Logo } from './Logo'

function Tile({ title, dark, children }: { title: string; dark?: boolean; children: ReactNode }) {
  return (
    <figure className="overflow-hidden rounded-2xl border border-stone-200 shadow-sm">
      <div className={`grid min-h-40 place-items-center p-6 ${dark ? 'bg-stone-900' : 'bg-white'}`}>
        {children}
      </div>
      <figcaption className="border-t border-stone-200 bg-stone-50 px-4 py-3 text-sm font-semibold text-stone-800">
        {title}
      </figcaption>
    </figure>
  )
}

/**
 * The site's logo set (info spec routes /logo-demo and /logo-winnipeg-demo): the logo on light
 * and dark, the app icon and the social sharing image, as the site uses them.
 */
export function LogoSet({
  title,
  businessName,
  tagline,
}: {
  title: string
  businessName: string
  tagline?: string
}) {
  return (
    <main>
      <PageHeader eyebrow="Brand" title={title}>
        <p>The logo, icon and sharing image the site uses.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-20 sm:grid-cols-2 sm:px-6">
        <Tile title="Logo on light">
          <Logo businessName={businessName} tone="light" tagline={tagline} />
        </Tile>
        <Tile title="Logo on dark" dark>
          <Logo businessName={businessName} tone="dark" tagline={tagline} />
        </Tile>
        <Tile title="Icon (browser tab and home screen)">
          {/* eslint-disable-next-line @next/next/no-img-element -- the brand page shows the very files the site serves, not optimised copies */}
          <img src="/icon.svg" alt={`${businessName} icon`} width={96} height={96} />
        </Tile>
        <Tile title="Social sharing image (1200 × 630)">
          {/* eslint-disable-next-line @next/next/no-img-element -- the brand page shows the very files the site serves, not optimised copies */}
          <img
            src="/images/og.jpg"
            alt={`${businessName} sharing image`}
            width={1200}
            height={630}
            className="h-auto w-full rounded-lg"
          />
        </Tile>
      </div>
    </main>
  )
}
