'use client'

import { Button, toast } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { apiRequest } from '@api-client'
import { LabeledInput } from '@admin-kit/LabeledInput'
import { setupMessages as m } from './messages'
import { section } from './setupStyles'

const STEPS = ['Bot token', 'Chat ID', 'Test', 'Done'] as const

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
    void apiRequest<{ configured: boolean; chatId: string | null }>(
      '/api/admin/telegram/status',
    ).then((r) => r.status !== 0 && setSaved(r.ok ? r.data : null))
  }, [])

  const test = async () => {
    setBusy(true)
    const res = await apiRequest('/api/admin/telegram/connect', {
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
      <ol aria-label="Steps" style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0 }}>
        {STEPS.map((name, i) => (
          <li
            key={name}
            aria-current={step === i + 1 ? 'step' : undefined}
            style={{ fontWeight: step === i + 1 ? 700 : 400 }}
          >
            {i + 1}. {name}
          </li>
        ))}
      </ol>
      <section aria-labelledby="t-step" style={section}>
        {step === 1 ? (
          <>
            <h2 id="t-step">Step 1: bot token</h2>
            <p>In Telegram, talk to @BotFather, send /newbot and paste the token it gives you.</p>
            <LabeledInput
              label="Bot token"
              value={token}
              onChange={(e) => setToken(e.target.value)}
              autoComplete="off"
            />
            <Button
              buttonStyle="primary"
              margin={false}
              disabled={!token.trim()}
              onClick={() => setStep(2)}
            >
              Next
            </Button>
          </>
        ) : step === 2 ? (
          <>
            <h2 id="t-step">Step 2: staff chat ID</h2>
            <p>
              Add the bot to your staff group (or message it), then enter the chat&apos;s numeric
              ID.
            </p>
            <LabeledInput
              label="Chat ID"
              value={chatId}
              onChange={(e) => setChatId(e.target.value)}
              inputMode="numeric"
            />
            <div style={{ display: 'flex', gap: 8 }}>
              <Button buttonStyle="secondary" margin={false} onClick={() => setStep(1)}>
                Back
              </Button>
              <Button
                buttonStyle="primary"
                margin={false}
                disabled={!chatId.trim()}
                onClick={() => setStep(3)}
              >
                Next
              </Button>
            </div>
          </>
        ) : step === 3 ? (
          <>
            <h2 id="t-step">Step 3: test</h2>
            <p>
              The server sends a test message to chat {chatId}. When it arrives, the bot is saved.
            </p>
            <div style={{ display: 'flex', gap: 8 }}>
              <Button buttonStyle="secondary" margin={false} onClick={() => setStep(2)}>
                Back
              </Button>
              <Button
                buttonStyle="primary"
                margin={false}
                disabled={busy || !token.trim() || !chatId.trim()}
                onClick={test}
              >
                {busy ? 'Sending…' : 'Send test message'}
              </Button>
            </div>
          </>
        ) : (
          <>
            <h2 id="t-step">Step 4: done</h2>
            <p role="status">Telegram is connected.</p>
            <p>
              Staff will get new bookings, payment failures, refunds, overdue balances, inquiries
              and chat messages. Answer a visitor with{' '}
              <code>/reply &lt;sessionId&gt; &lt;message&gt;</code>.
            </p>
          </>
        )}
      </section>
    </div>
  )
}
