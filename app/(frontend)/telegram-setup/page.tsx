import { redirect } from 'next/navigation'

/** The spec's /telegram-setup lives in the admin shell (DESIGN: routes). */
export default function TelegramSetupRedirect(): never {
  redirect('/admin/telegram-setup')
}
