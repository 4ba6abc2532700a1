/** Accessibility statement (Markdown): the Accessibility for Manitobans Act's customer service and information standards. */
export const accessibilityContent = `**Winnipeg Photo Booth Co.** wants everyone to be able to book a photo booth, use it at an event and read what we send. We follow the *Accessibility for Manitobans Act* and its Customer Service and Information and Communication Standards, and we aim for the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA on this website.

## What we do

- **Website:** every page, the booking steps and your booking page work with a keyboard alone and with screen readers. We test each change with automated checks and by keyboard.
- **At your event:** the booth's screen and buttons can be set at a height a seated guest can reach, and our attendants will help any guest use it. Service animals and support persons are welcome.
- **Documents:** receipts, invoices, the rental agreement, our terms and this website's pages are available in another format on request: large print, plain text, a document your screen reader can read, or read to you by phone.
- **Training:** everyone who serves customers is trained on accessible customer service.

## Known limits

Some older blog photos may have short descriptions. Tell us if anything on this site is hard to use and we will fix it or give you the information another way.

## Tell us

Use the form below, call or text us, or email us. We reply within two business days. Feedback about accessibility is read by the owner and used to improve our service.
`
