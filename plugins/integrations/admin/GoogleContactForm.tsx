'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import { integrationsApi } from '../contract'
import { LabeledInput } from '@admin-kit/LabeledInput'
import { setupMessages as m } from './messages'
import { section } from './setupStyles'

/** The business phone and email shown to customers, saved through the admin endpoint. */
export function GoogleContactForm(props: { phone: string; email: string }) {
  const [phone, setPhone] = useState(props.phone)
  const [email, setEmail] = useState(props.email)

  const saveContact = async (event: React.FormEvent) => {
    event.preventDefault()
    const res = await integrationsApi.businessContact({ body: { phone, email } })
    if (res.ok) return void toast.success(m.contactSaved)
    toast.error(m.contactFailed, { description: res.body ? res.message : undefined })
  }

  return (
    <section aria-labelledby="g-contact" style={section}>
      <h2 id="g-contact">Business contact</h2>
      <form onSubmit={saveContact} style={{ maxWidth: 420 }}>
        <LabeledInput
          label="Business phone"
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          required
        />
        <LabeledInput
          label="Business email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <Button buttonStyle="secondary" margin={false} type="submit">
          Save contact
        </Button>
      </form>
    </section>
  )
}
