import { Section } from './Section'

export function NextSteps({ phone, email }: { phone: string; email: string }) {
  return (
    <Section title="Next steps">
      <ol className="grid list-decimal gap-2 pl-5 text-stone-800">
        <li>Watch your inbox for your confirmation email and calendar invite.</li>
        <li>
          We will reach out a week before your event to confirm setup details and your photo frame
          design.
        </li>
        <li>
          Any remaining balance is due the day before your event; we will email you a secure payment
          link.
        </li>
        <li>Your online photo gallery will be ready within 24 hours after your event.</li>
      </ol>
      <p className="mt-3 text-sm text-stone-700">
        Questions? Call or text {phone} or email {email}.
      </p>
    </Section>
  )
}
