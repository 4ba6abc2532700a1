import { chatText } from './chatText'

/** Three bouncing dots and a status line while a reply is on its way. */
export function TypingIndicator() {
  return (
    <p
      role="status"
      className="flex items-center gap-2 px-4 pb-1 text-sm text-stone-600"
      data-testid="chat-typing"
    >
      <span aria-hidden="true" className="flex gap-1">
        {[0, 150, 300].map((d) => (
          <span
            key={d}
            className="size-1.5 animate-bounce rounded-full bg-stone-500"
            style={{ animationDelay: `${d}ms` }}
          />
        ))}
      </span>
      {chatText.typing}
    </p>
  )
}
