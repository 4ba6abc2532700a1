'use client'

import { Button } from '@payloadcms/ui'

import { LabeledInput } from '@admin-kit/LabeledInput'

/** Step 2: the staff chat's numeric ID. */
export function TelegramChatStep(props: {
  chatId: string
  setChatId: (value: string) => void
  setStep: (step: number) => void
}) {
  const { chatId, setChatId, setStep } = props
  return (
    <>
      <h2 id="t-step">Step 2: staff chat ID</h2>
      <p>Add the bot to your staff group (or message it), then enter the chat&apos;s numeric ID.</p>
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
  )
}
