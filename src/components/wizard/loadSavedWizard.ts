import { readWizardState } from '@/lib/wizardStorage'

import { emptyWizardState, type Step, type WizardState } from './types'

/**
 * Saved progress (a recovery link's cart first, else this browser's), at a step the visitor may
 * see and no later than `maxStep`, once that step's code is in. Null when `cancelled()` turns
 * true on the way.
 */
export async function loadSavedWizard(
  recover: string | null,
  preloadStep: (step: Step) => Promise<void>,
  onRecovered: () => void,
  cancelled: () => boolean,
  maxStep: Step = 6,
): Promise<WizardState | null> {
  // Only saved progress needs checking, and with it the schema; a first visit starts at once.
  const restore = () => import('./restoreCart')
  const recovered = recover ? await (await restore()).recoverCart(recover) : null
  if (recovered) onRecovered()
  const saved = recovered ?? readWizardState<WizardState & { savedAt?: string }>()
  if (cancelled()) return null
  const { savedAt: _savedAt, ...rest } = (saved ?? {}) as Partial<WizardState> & {
    savedAt?: string
  }
  const merged = { ...emptyWizardState, ...rest }
  // Beside the restore module, usually the one shown.
  if (saved) void preloadStep(Math.min(merged.currentStep, maxStep) as Step)
  const restoredStep = saved ? (Math.min((await restore()).clampStep(merged), maxStep) as Step) : 1
  await preloadStep(restoredStep)
  if (cancelled()) return null
  return { ...merged, currentStep: restoredStep }
}
