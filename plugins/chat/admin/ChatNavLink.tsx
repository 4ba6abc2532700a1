import Link from 'next/link'
import React from 'react'

/** 'Live chat' in the admin's side navigation. */
export function ChatNavLink() {
  return (
    <Link href="/admin/chat" className="nav__link" style={{ marginTop: 'var(--base)' }}>
      <span className="nav__link-label">Live chat</span>
    </Link>
  )
}
