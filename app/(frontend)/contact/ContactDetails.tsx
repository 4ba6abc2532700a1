import type { ServiceArea, SiteSetting } from '@/payload-types'

/** Phone, email, the areas served and the hours, as a description list. */
export function ContactDetails({
  settings,
  areas,
}: {
  settings: SiteSetting
  areas: ServiceArea[]
}) {
  const tel = settings.phone.replace(/[^\d+]/g, '')
  return (
    <dl className="mt-6 space-y-5">
      <div>
        <dt className="text-sm font-semibold text-stone-600">Phone (call or text)</dt>
        <dd>
          <a
            href={`tel:${tel}`}
            className="text-lg font-semibold text-stone-950 underline-offset-4 hover:underline"
          >
            {settings.phone}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-stone-600">Email</dt>
        <dd>
          <a
            href={`mailto:${settings.email}`}
            className="text-lg font-semibold break-all text-stone-950 underline-offset-4 hover:underline"
          >
            {settings.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-stone-600">Service area</dt>
        <dd className="text-stone-800">
          {areas.map((a) => a.name).join(', ')} and surrounding Manitoba communities
        </dd>
      </div>
      {settings.hours && (
        <div>
          <dt className="text-sm font-semibold text-stone-600">Hours</dt>
          <dd className="text-stone-800">{settings.hours}</dd>
        </div>
      )}
    </dl>
  )
}
