import { muted, targetLink } from '@admin-kit/adminStyles'

/** Under a capped Today list: how many are not shown, and where to see them all. */
export function MoreLink({
  shown,
  total,
  href,
  label,
}: {
  shown: number
  total: number
  href: string
  label: string
}) {
  if (total <= shown) return null
  return (
    <p style={muted}>
      Newest {shown} of {total}.{' '}
      <a href={href} style={targetLink}>
        {label}
      </a>
    </p>
  )
}
