import { Section } from './Section'

export function NextSteps({
  phone,
  email,
  emailDelivery = true,
  paidInFull = false,
  owed = null,
}: {
  phone: string
  email: string
  /** False while the site has no mail server: then it promises no email. */
  emailDelivery?: boolean
  /** Nothing left to pay: no balance step (it told a paid-up customer to pay $0). */
  paidInFull?: boolean
  /** What is owed next, in the booking's own words ('Next payment $34.94 on … (2 of 10)'). */
  owed?: string | null
}) {
  return (
    <Section title="Next steps">
      <ol className="grid list-decimal gap-2 pl-5 text-stone-800">
        {emailDelivery ? (
          <li>Watch your inbox for your confirmation email and calendar invite.</li>
        ) : (
          <li>Add the event to your calendar from the manage page.</li>
        )}
        <li>
          We will reach out a week before your event to confirm setup details and your photo frame
          design.
        </li>
        {paidInFull ? (
          <li>Your booking is paid in full: there is nothing more to pay.</li>
        ) : (
          <li>
            {owed ?? 'Any remaining balance is due the day before your event'}; pay it from the
            manage page{emailDelivery ? ' or the secure payment link we email you' : ''}.
          </li>
        )}
        <li>Your online photo gallery will be ready within 24 hours after your event.</li>
      </ol>
      <p className="mt-3 text-sm text-stone-700">
        Questions? Call or text {phone} or email {email}.
      </p>
    </Section>
  )
}
