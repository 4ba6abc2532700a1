import { LogoMark } from './LogoMark'

type Props = {
  businessName: string
  /** Light backgrounds get dark type; dark ones light type. */
  tone: 'light' | 'dark'
  /** A second line, e.g. 'Winnipeg, Manitoba'. */
  tagline?: string
}

/** The full logo: mark and business name (and a tagline) as one picture with a text name. */
export function Logo({ businessName, tone, tagline }: Props) {
  const name = tone === 'light' ? 'text-stone-950' : 'text-white'
  const sub = tone === 'light' ? 'text-amber-800' : 'text-amber-300'
  return (
    <span className="flex items-center gap-3">
      <LogoMark className="size-14" />
      <span className="grid text-left">
        <span className={`text-2xl leading-tight font-extrabold tracking-tight ${name}`}>
          {businessName}
        </span>
        {tagline && (
          <span className={`text-sm font-semibold tracking-widest uppercase ${sub}`}>
            {tagline}
          </span>
        )}
      </span>
    </span>
  )
}
