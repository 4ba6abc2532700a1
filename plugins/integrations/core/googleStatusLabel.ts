// The spec's four connection states on /admin/google-setup (polled every 5 s).
export type GoogleStatus = { configured: boolean; authenticated: boolean; broken?: boolean }

export type GoogleStatusLabel = 'Checking' | 'Not Configured' | 'Ready to Connect' | 'Connected'

/** null while the first answer is on its way. A broken connection is "Ready to Connect" again. */
export function googleStatusLabel(status: GoogleStatus | null): GoogleStatusLabel {
  if (!status) return 'Checking'
  if (!status.configured) return 'Not Configured'
  return status.authenticated ? 'Connected' : 'Ready to Connect'
}
