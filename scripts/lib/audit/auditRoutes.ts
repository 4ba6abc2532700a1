import { addDaysToDateString } from '@kernel'
import { todayInZone } from '@kernel/time'
import { WIZARD_STATE_KEY } from '../../../src/lib/wizardStorage'

export type AuditRoute = {
  name: string
  path: string
  storage?: Record<string, string>
  /** A returning visitor: the site's scripts are in the browser's cache (scripts/lib/audit). */
  returning?: boolean
}

const customer = {
  firstName: 'Audit',
  lastName: 'Visitor',
  email: 'audit@example.com',
  phone: '(204) 555-0199',
  address: '1 Main St, Winnipeg, MB',
  eventType: 'Wedding',
  guestCount: '80',
  referralSource: 'Google',
  notes: '',
}

// A visitor who reached `step` (restored from localStorage by the wizard, as after a reload).
const wizardAt = (step: number, packageId: number, backdropId: number) => {
  const date = addDaysToDateString(todayInZone(new Date(), 'America/Winnipeg'), 30)
  const state = {
    currentStep: step,
    bookingFormData: customer,
    selectedPackage: step >= 3 ? packageId : null,
    selectedDate: step >= 4 ? date : null,
    selectedTime: step >= 4 ? '16:00' : null,
    selectedBackdrop: step >= 4 ? backdropId : null,
    addOnQuantities: {},
    paymentType: 'deposit',
    promoCode: null,
    booking: null,
  }
  return { [WIZARD_STATE_KEY]: JSON.stringify(state) }
}

/** Every public route, and the wizard's steps 1–4 (step 5 needs a paid-for booking). */
export async function auditRoutes(url: string): Promise<AuditRoute[]> {
  const first = async (collection: string) =>
    ((await (await fetch(`${url}/api/${collection}?limit=1&depth=0`)).json()).docs?.[0] ?? {}) as {
      id?: number
      slug?: string
    }
  const [post, pkg, backdrop] = await Promise.all([
    first('posts'),
    first('packages?where[bookable][equals]=true&'),
    first('backdrops'),
  ])
  const routes: AuditRoute[] = [
    { name: 'landing', path: '/' },
    { name: 'faq', path: '/faq' },
    { name: 'contact', path: '/contact' },
    { name: 'service areas', path: '/service-areas' },
    { name: 'blog', path: '/blog' },
    ...(post.slug ? [{ name: 'blog post', path: `/blog/${post.slug}` }] : []),
    { name: 'privacy', path: '/privacy' },
    { name: 'terms', path: '/terms' },
    { name: 'wizard 1 customer', path: '/booking' },
  ]
  for (const [step, name] of [
    [2, 'wizard 2 package'],
    [3, 'wizard 3 date'],
    [4, 'wizard 4 backdrop'],
  ] as const)
    routes.push({
      name,
      path: '/booking',
      storage: wizardAt(step, pkg.id ?? 1, backdrop.id ?? 1),
      returning: true,
    })
  return routes
}
