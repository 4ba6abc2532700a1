import type { AdminViewServerProps } from 'payload'

import { SetupPage } from './SetupPage'
import { TelegramSetupPanel } from './TelegramSetupPanel'

/** /admin/telegram-setup (and /telegram-setup): the four-step bot wizard. */
export function TelegramSetupView(props: AdminViewServerProps) {
  return (
    <SetupPage props={props} title="Telegram setup">
      <TelegramSetupPanel />
    </SetupPage>
  )
}
