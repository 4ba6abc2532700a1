/** Privacy Policy (Markdown). Effective January 3, 2025. */
export const privacyContent = `**Winnipeg Photo Booth Co.** ("we", "us") respects your privacy. This policy explains what personal information we collect through our website, booking system, chat and events, how we use it, and the choices you have. We handle personal information in line with Canada's *Personal Information Protection and Electronic Documents Act* (PIPEDA).

## Information We Collect

- **Contact and booking details:** your name, email address, phone number, event address, event type, date and time, guest count, how you heard about us, and any notes you give us.
- **Payment information:** payments are processed by our payment provider (Stripe) and, if you choose them, Afterpay, Klarna or Affirm. We receive confirmation of payment and the last digits of your card, **never your full card number**.
- **Messages:** what you send us through the contact form, quote requests, chat and email.
- **Booking progress:** if you start a booking without finishing it, we keep the details you entered so you can pick up where you left off, and may send you a reminder.
- **Event photos:** the photos, GIFs and videos taken in the booth, and the phone numbers or email addresses guests enter to receive them.
- **Technical data:** basic device, browser and usage information collected through cookies and similar technologies (see Cookies).

## How We Use It

- To confirm, deliver and support your booking, including scheduling, travel, invoices and reminders.
- To answer your questions and quote requests.
- To deliver photos to guests and host your online gallery.
- To improve our website and services, and to measure how people find us.
- To send occasional news or offers **only if you have agreed**; every email includes an unsubscribe link.
- To meet legal, tax and accounting obligations.

## Sharing

We **do not sell or rent** personal information. We share it only with trusted service providers who help us run the business, and only as much as they need: payment processing (Stripe, Afterpay, Klarna, Affirm), email delivery, calendar and spreadsheet tools, gallery hosting, and website analytics. They are required to protect it and use it only for the services they provide to us. We may also disclose information when required by law. Some providers store data outside Canada, where it may be subject to local laws.

## Photo Consent

By using the booth, guests agree that their photos will be shared with them and included in the event's online gallery for the event host. Unless the host opts out in writing before the event, we may use a small number of photos in our portfolio or social media. **We will remove any photo on request.** Please contact us with the event date and a description of the photo. Guests under 18 should use the booth with the permission of a parent, guardian or the event host.

## Storage and Security

Your information is stored with reputable providers using encryption in transit and access controls. Only staff who need it can see booking details. Event galleries are kept for **60 days** after the event and then deleted; booking and payment records are kept as long as required for tax and accounting purposes (generally six years), and other information only as long as it is useful for the purposes above. No system is perfectly secure, but we take reasonable steps to protect your information and will notify you and the authorities of any breach as the law requires.

## Cookies

We use cookies and browser storage to keep your booking progress, remember that you closed a banner, and keep the site secure. With analytics enabled, we also use cookies to understand which pages are visited and which advertising works. You can block or delete cookies in your browser settings; the site will still work, but saved booking progress may be lost.

## Your Rights

You may ask to **see, correct or delete** the personal information we hold about you, or withdraw consent to marketing at any time. We will respond within 30 days. Some information may need to be kept to meet legal obligations. If you are not satisfied with our response, you may contact the Office of the Privacy Commissioner of Canada.

## Changes

We may update this policy from time to time. The effective date at the top of the page shows when it last changed; significant changes will be highlighted on our website.

## Contact

For privacy questions or requests, call or text **(204) 555-0142** or email **hello@example.com**.
`
