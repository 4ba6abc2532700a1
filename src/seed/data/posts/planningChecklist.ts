import type { SeedPost } from './types'

export const planningChecklist: SeedPost = {
  title: 'Your Photo Booth Planning Checklist and Timeline',
  slug: 'photo-booth-planning-checklist',
  excerpt:
    'From booking your date to downloading your gallery, here is exactly what to do and when, so the booth is the easiest part of your event.',
  publishedDate: '2025-03-20',
  readTime: '4 min read',
  category: 'Planning',
  featured: false,
  body: `Booking a photo booth should be one of the easiest items on your event to-do list. This timeline walks you through every step, from choosing a package to sharing your gallery, so nothing sneaks up on you.

## 3 to 12 months before: book your date

- **Confirm your venue and date first.** We need the address to calculate any travel fee (free anywhere in Winnipeg; outside the city it is $20 plus $1.50 per minute of drive beyond 30 minutes, and never for Digital Lite).
- **Choose a package** based on your guest count and whether you want prints:
  - **Digital Lite** ($199): 90 minutes, self-serve, up to 50 guests.
  - **Digital Plus** ($299): 2.5 hours with an attendant, digital only.
  - **Classic** ($399): 2.5 hours with two prints per group.
  - **Ultimate** ($499): 4 hours with unlimited prints.
- **Pay your 25% deposit** to hold the date. Prices include taxes, and you can also pay in instalments with Afterpay, Klarna or Affirm.

Wedding Saturdays and December weekends go first, so book as soon as you know your date.

## 6 to 8 weeks before: personalise

- Choose your **backdrop**, or order a **Custom Backdrop** ($249, 8x8 ft). Custom designs need at least **three weeks** for design and printing, so do not leave this to the last minute.
- Send us your ideas for a **custom photo frame** (your names, date, logo or hashtag) and, with Ultimate, your **welcome screen**.
- Tell us about any **prop themes** you would like.

## 4 weeks before: check the logistics

Confirm these with your venue coordinator:

- **Space:** about **10 ft x 10 ft** for the booth area, minimum **8 ft x 8 ft**.
- **Power:** one standard outlet within 15 feet.
- **Cover:** indoors, or under a tent or covered patio for outdoor events.
- **Access and timing:** when vendors can load in, and whether you need the booth ready early. Our attendant starts setting up **30 minutes before** your start time; earlier set-up is $19 per 30 minutes.
- **Insurance:** if the venue needs a certificate, we will send proof of our **$1 million liability coverage**.

Please note that our cancellation policy refunds 75% of payments if you cancel 60 or more days before the event and 50% between 30 and 59 days, with no refund under 30 days. Every booking includes **one free reschedule**.

## 1 to 2 weeks before: final details

- Confirm your **start time** and whether you want to add **Extra Time** ($69 per hour).
- Approve your frame design.
- Share a day-of contact name and phone number with us.
- Think about where the booth should go: near the dance floor or bar, but not blocking a walkway or fire exit.

## The day before: pay the balance

Your remaining **balance is due the day before the event**. We will send a reminder and an invoice, so all you need to do is click and pay.

## Event day

- Our attendant arrives, sets up and tests everything before your start time.
- Guests get their photos instantly by text, email or QR code, and prints if your package includes them.
- Having too much fun? You can add **extra time on the day** at $69 per hour, as long as the next booking allows.

## After the event

- Your full **online gallery is ready within 24 hours**.
- Share the link with guests and download your favourites.
- Photos are kept for **60 days**, so save everything you want before then.

That is it. Follow this timeline and the photo booth will be the stress-free, crowd-pleasing part of your day.`,
}
