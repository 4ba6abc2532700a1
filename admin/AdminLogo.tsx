import type { Payload } from 'payload'

// The site's camera mark (src/components/brand/LogoMark), drawn without Tailwind for the admin.
function Mark({ size }: { size: number }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'grid',
        placeItems: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        background: '#f59e0b',
        color: '#0c0a09',
        flexShrink: 0,
      }}
    >
      <svg
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        viewBox="0 0 24 24"
        width={size * 0.55}
      >
        <rect height="13" rx="2" width="18" x="3" y="7" />
        <circle cx="12" cy="13.5" r="3.5" />
        <path d="M8 7l1.5-3h5L16 7" />
      </svg>
    </span>
  )
}

/** The login page's logo: the business's own name (Site Settings), not Payload's. */
export async function AdminLogo({ payload }: { payload?: Payload }) {
  const settings = payload
    ? await payload.findGlobal({ slug: 'site-settings', depth: 0 }).catch(() => null)
    : null
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Mark size={48} />
      <span style={{ fontSize: 26, fontWeight: 800, lineHeight: 1.2 }}>
        {settings?.businessName || 'Photo booth'}
        <span style={{ display: 'block', fontSize: 14, fontWeight: 600 }}>Staff sign-in</span>
      </span>
    </span>
  )
}

/** The nav's small mark (Payload's icon slot). */
export function AdminIcon() {
  return <Mark size={18} />
}
