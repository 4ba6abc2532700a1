'use client'

import { Button } from '@payloadcms/ui'

/** Step 3: the server sends a test message; step 4 only follows one Telegram accepted. */
export function TelegramTestStep(props: {
  token: string
  chatId: string
  busy: boolean
  test: () => void
  setStep: (step: number) => void
}) {
  const { token, chatId, busy, test, setStep } = props
  return (
    <>
      <h2 id="t-step">Step 3: test</h2>
      <p>The server sends a test message to chat {chatId}. When it arrives, the bot is saved.</p>
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
  )
}
