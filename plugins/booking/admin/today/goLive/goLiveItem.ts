// One line of the go-live checklist (its own file: the checks and the placeholder checks share it).

export type GoLiveId =
  | 'contact'
  | 'legal'
  | 'mailing'
  | 'rating'
  | 'banner'
  | 'content'
  | 'smtp'
  | 'payments'
  | 'siteUrl'
  | 'google'
  | 'telegram'

export type GoLiveItem = {
  id: GoLiveId
  done: boolean
  optional: boolean
  label: string
  /** In the owner's words: what is wrong and where it is fixed. */
  fix: string
  /** The screen where it is fixed (every item has one). */
  href: string
}
