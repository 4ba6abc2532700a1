import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ContactStep } from './ContactStep'
import { Conversation } from './Conversation'

// The chat widget's two forms (rules moved from the browser's chat-widget spec, which keeps the
// panel's layout per width, axe, the focus trap and a real conversation with the assistant).
describe("the chat's Start Chat form", () => {
  it('names what is wrong, focuses the first bad field, and sends the trimmed contact', async () => {
    const onSubmit = vi.fn()
    const user = userEvent.setup()
    render(<ContactStep onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: 'Start Chat' }))
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy()
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Name'))
    await user.type(screen.getByLabelText('Name'), 'J')
    await user.type(screen.getByLabelText('Email'), 'jordan@test.example.com')
    // A fixed field's error goes as it becomes right; the other stays until it is.
    expect(screen.queryByText('Please enter a valid email address')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Start Chat' }))
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
    await user.type(screen.getByLabelText('Name'), 'ordan Guest ')
    await user.click(screen.getByRole('button', { name: 'Start Chat' }))
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Jordan Guest',
      email: 'jordan@test.example.com',
    })
  })
})

describe("the chat's message box", () => {
  const renderConversation = (typing = false) => {
    const onSend = vi.fn(async () => true)
    const user = userEvent.setup()
    const view = render(
      <Conversation messages={[]} typing={typing} onSend={onSend} onOutsideArea={() => {}} />,
    )
    return { onSend, user, view, box: () => screen.getByLabelText('Type your message') }
  }

  it('never sends whitespace; Shift+Enter makes a new line and Enter sends', async () => {
    const { onSend, user, box } = renderConversation()
    expect(document.activeElement).toBe(box())
    await user.type(box(), '   {Enter}')
    expect(onSend).not.toHaveBeenCalled()
    await user.clear(box())
    await user.type(box(), 'What are your hours?{Shift>}{Enter}{/Shift}')
    expect(box()).toHaveProperty('value', 'What are your hours?\n')
    await user.keyboard('{Enter}')
    expect(onSend).toHaveBeenCalledWith('What are your hours?\n')
    expect(box()).toHaveProperty('value', '')
  })

  it('waits for the reply: Send is disabled and Enter sends nothing while the assistant types', async () => {
    const { onSend, user, box } = renderConversation(true)
    await user.type(box(), 'Next question{Enter}')
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true)
    expect(box()).toHaveProperty('value', 'Next question')
  })
})
