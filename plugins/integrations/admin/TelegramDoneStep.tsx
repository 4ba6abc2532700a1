'use client'

/** Step 4: connected, and what staff will receive. */
export function TelegramDoneStep() {
  return (
    <>
      <h2 id="t-step">Step 4: done</h2>
      <p role="status">Telegram is connected.</p>
      <p>
        Staff will get new bookings, payment failures, refunds, overdue balances, inquiries and chat
        messages. Answer a visitor with <code>/reply &lt;sessionId&gt; &lt;message&gt;</code>.
      </p>
    </>
  )
}
