'use client'

import { Button } from '@payloadcms/ui'

import { LabeledInput } from '@admin-kit/LabeledInput'

/** Step 1: the bot token from @BotFather. */
export function TelegramTokenStep(props: {
  token: string
  setToken: (value: string) => void
  setStep: (step: number) => void
}) {
  const { token, setToken, setStep } = props
  return (
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
  )
}
