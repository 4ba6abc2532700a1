import Link from 'next/link'

import type { SiteSetting } from '@/payload-types'

import { FooterContactForm } from './FooterContactForm'
import { SectionLink } from './SectionLink'

const linkClass =
  'inline-block py-1.5 text-stone-300 underline-offset-4 hover:text-white hover:underline'

/** Footer: quick links, contact details and the contact form. */
export function Footer({ settings }: { settings: SiteSetting }) {
  const tel = settings.phone.replace(/[^\d+]/g, '')
  return (
    <footer className="bg-stone-950 text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1fr_1.4fr]">
        <div>
          <p className="text-xl font-bold text-white">{settings.businessName}</p>
          <p className="mt-3 max-w-xs text-stone-300">
            Photo booth rentals for weddings, parties and corporate events in Winnipeg and across
            Manitoba.
          </p>
          <ul className="mt-6 space-y-2">
            <li>
              <a href={`tel:${tel}`} className={linkClass}>
                {settings.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${settings.email}`} className={linkClass}>
                {settings.email}
              </a>
            </li>
            {settings.hours && <li className="text-stone-300">{settings.hours}</li>}
          </ul>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-semibold text-white">Quick Links</h2>
          <ul className="mt-4 grid gap-1">
            <li>
              <SectionLink section="events" className={linkClass}>
                Events
              </SectionLink>
            </li>
            <li>
              <SectionLink section="packages" className={linkClass}>
                Packages
              </SectionLink>
            </li>
            <li>
              <SectionLink section="why-us" className={linkClass}>
                Why Choose Us
              </SectionLink>
            </li>
            {[
              ['/booking/manage', 'Manage my booking'],
              ['/service-areas', 'Service Areas'],
              ['/blog', 'Blog'],
              ['/faq', 'FAQ'],
              ['/terms', 'Terms & Conditions'],
              ['/privacy', 'Privacy Policy'],
              ['/accessibility', 'Accessibility'],
            ].map(([href, label]) => (
              <li key={href}>
                {/* The manage page is per visitor (force-dynamic): not prefetched. */}
                <Link
                  href={href}
                  prefetch={href === '/booking/manage' ? false : undefined}
                  className={linkClass}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section
          aria-labelledby="footer-contact"
          className="rounded-3xl bg-white p-6 text-stone-900 sm:p-8"
        >
          <h2 id="footer-contact" className="text-2xl font-bold">
            Send us a message
          </h2>
          <p className="mt-1 text-stone-700">
            Questions about a date or a package? We reply within a day.
          </p>
          <div className="mt-6">
            <FooterContactForm />
          </div>
        </section>
      </div>
      <p className="border-t border-stone-800 px-4 py-6 text-center text-sm text-stone-400">
        © {new Date().getFullYear()} {settings.businessName.replace(/\.$/, '')}. Prices in CAD,
        taxes included.
      </p>
    </footer>
  )
}
