/** Terms and Conditions (Markdown). Effective January 3, 2025. */
export const termsContent = `These Terms and Conditions ("Terms") apply to every photo booth rental booked with **Winnipeg Photo Booth Co.** ("we", "us"), whether online, by phone, by text or by email. By booking, you ("the client") confirm that you have read and accept them.

## 1. Rental Agreement

- A booking is confirmed once your deposit or full payment has been received and you have received our confirmation email.
- The rental covers the package, backdrop and add-ons shown on your confirmation, for the date, start time and duration listed there.
- The client is the person who made the booking and is responsible for the event, its guests and the venue arrangements described in these Terms.
- Changes to the package, add-ons or timing are welcome where availability allows; any price difference is added to or credited against your balance.

## 2. Booking and Payment

- A **deposit of 25%** of the total (refundable only as described under Cancellation) is due at booking; you may also choose to pay in full.
- With a deposit, the **remaining balance is due the day before the event**. We will send an invoice and reminder. If the balance is unpaid by the event date, we may withhold service.
- With a **payment plan** (events more than 90 days away), the deposit is followed by monthly payments ending 14 days before the event, each due on the date shown in your payment schedule, on your confirmation and on your booking page.
- If you authorize **automatic payments**, we keep your card on file and charge each payment on its due date; we email you 3 days before each charge, a declined charge is tried once more, and you can pay another way or turn automatic payments off at any time from your booking page.
- All prices are in **Canadian dollars (CAD) and include applicable taxes**.
- Online bookings require at least **7 days' notice**. For events sooner than that, contact us directly and we will confirm availability.
- Payment is accepted by credit or debit card, or in instalments through Afterpay, Klarna or Affirm, subject to those providers' terms.
- Only one promotional code may be applied per booking. Promotional codes have no cash value.

## 3. Cancellation

If you need to cancel, please tell us in writing (email is fine). Refunds are based on the date we receive your notice and apply to payments made:

- **60 or more days** before the event: **75% refund**.
- **30 to 59 days** before the event: **50% refund**.
- **Less than 30 days** before the event: **no refund**.

Each booking includes **one free reschedule** to another available date. Payments made carry over to the new date. Further date changes are treated as a cancellation and a new booking. A new date never improves the refund: after a reschedule, a cancellation refunds at most what it would have on the day the booking was moved (a booking moved less than 30 days before its event gets no refund if it is later cancelled).

If we must cancel for a reason within our control, you receive a full refund of everything you have paid.

## 4. Event Requirements

- **Space:** an area of **10 ft x 10 ft** is suggested; the **minimum is 8 ft x 8 ft**, on a flat, level surface.
- **Power:** one standard 120 V outlet **within 15 ft** of the booth location.
- **Location:** the booth must be **indoors or under cover** (for example a tent or covered patio), protected from rain, snow, wind and direct sun.
- **Access:** a clear path for equipment cases from the parking area to the booth location, and any venue permissions needed (loading dock, elevator, set-up times).

If these requirements are not met on arrival, our attendant will work with you to find a suitable spot. Time lost because the requirements were not met is not refunded or extended.

## 5. Service Delivery

- For attended packages, our attendant arrives and begins **set-up 30 minutes before** the start time. Earlier set-up can be booked as the Early Set-Up Fee add-on ($19 per 30 minutes). Digital Lite (self-serve) bookings are delivered ready to use with no set-up window.
- The rental period begins at the booked start time and ends after the booked duration. Extra time can be added on the day at $69 per hour, subject to availability.
- **Travel:** service within Winnipeg is free. Outside Winnipeg, a travel surcharge of **$20 plus $1.50 per minute of drive time beyond the first 30 minutes** applies, calculated from our Winnipeg base and shown before payment. Digital Lite bookings never have a travel surcharge.
- We may substitute equipment or props of equal or better quality if needed.

## 6. Photo Content

- Guests receive photos instantly by text, email or QR code. Your **online gallery is available within 24 hours** after the event.
- Galleries and photos are **kept for 60 days** after the event and then permanently deleted. Please download what you want to keep.
- You and your guests own your photos. Unless you opt out in writing before the event, we may use a small number of event photos in our portfolio and social media. We never sell photos, and we will remove any photo on request.
- The client is responsible for informing guests that a photo booth is in use and for any content guests create.

## 7. Liability

- We carry **$1,000,000 in commercial general liability insurance** and can provide a certificate to your venue on request.
- The client is responsible for **loss of or damage to our equipment**, backdrops and props caused by the client or guests (other than normal wear), up to the cost of repair or replacement.
- Our total liability for any claim related to a booking is limited to the amount paid for that booking. We are not liable for indirect or consequential losses.
- Our attendant may pause or end service if equipment is put at risk or staff are treated unsafely; no refund applies in that case.

## 8. Force Majeure

Neither party is liable for failure to perform because of events beyond reasonable control, including severe weather, road closures, power failures, public health orders, fire or flood. In that case we will first offer to reschedule at no charge; if no suitable date can be found, payments made are refunded less any costs already incurred (such as a printed custom backdrop).

## 9. Questions

Questions about these Terms? Call or text **(204) 555-0142** or email **hello@example.com**, every day from 8:00 AM to 10:00 PM.
`
