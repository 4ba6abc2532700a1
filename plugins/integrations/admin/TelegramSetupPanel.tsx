'use client'

import { toast } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { integrationsApi } from '../contract'
import { setupMessages as m } from './messages'
import { section } from './setupStyles'
import { TelegramStepList } from './TelegramStepList'
import { TelegramChatStep } from './TelegramChatStep'
import { TelegramDoneStep } from './TelegramDoneStep'
import { TelegramTestStep } from './TelegramTestStep'
import { TelegramTokenStep } from './TelegramTokenStep'

/**
 * The spec's four steps. The test message is sent by the server, which keeps the token sealed;
 * step 4 only follows a test Telegram accepted.
 */
export function TelegramSetupPanel() {
  const [step, setStep] = useState(1)
  const [token, setToken] = useState('')
  const [chatId, setChatId] = useState('')
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState<{ configured: boolean; chatId: string | null } | null>(null)
  useEffect(() => {
    void integrationsApi
      .telegramStatus()
      .then((r) => r.status !== 0 && setSaved(r.ok ? r.data : null))
  }, [])

  const test = async () => {
    setBusy(true)
    const res = await integrationsApi.telegramConnect({
      body: { token: token.trim(), chatId: chatId.trim() },
    })
    setBusy(false)
    if (res.ok) {
      toast.success(m.telegramOk)
      setStep(4)
    } else if (res.status === 0 || res.status >= 500)
      toast.error(m.telegramNetwork[0], { description: m.telegramNetwork[1] })
    else toast.error(m.telegramFailed[0], { description: m.telegramFailed[1] })
  }

  return (
    <div style={{ display: 'grid', gap: 'var(--base)', maxWidth: 680 }}>
      {saved?.configured ? (
        <p role="status">
          Alerts currently go to chat {saved.chatId}. Run the steps again to change it.
        </p>
      ) : null}
      <TelegramStepList step={step} />
      <section aria-labelledby="t-step" style={section}>
        {step === 1 ? (
          <TelegramTokenStep token={token} setToken={setToken} setStep={setStep} />
        ) : step === 2 ? (
          <TelegramChatStep chatId={chatId} setChatId={setChatId} setStep={setStep} />
        ) : step === 3 ? (
          <TelegramTestStep
            token={token}
            chatId={chatId}
            busy={busy}
            test={test}
            setStep={setStep}
          />
        ) : (
          <TelegramDoneStep />
        )}
      </section>
    </div>
  )
}
