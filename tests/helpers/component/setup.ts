// Every component spec starts from an empty document, no toast left over and the real fetch.
import { cleanup } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, vi } from 'vitest'

afterEach(() => {
  // sonner replays the toasts still active to the next Toaster that mounts (the next test's).
  toast.dismiss()
  cleanup()
  vi.unstubAllGlobals()
})
