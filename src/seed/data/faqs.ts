/**
 * Seed data: FAQ entries for /faq (also emitted as FAQPage structured data).
 * Answers are Markdown; the seeder converts them to Lexical rich text.
 */

export type FaqCategory = 'Booking' | 'Packages' | 'Event Day' | 'Payments' | 'Photos'

export type SeedFaq = { question: string; answer: string; order: number; category: FaqCategory }

const list: Array<Omit<SeedFaq, 'order'>> = [
  {
    category: 'Booking',
    question: 'How far in advance do I need to book?',
    answer:
      'Online booking is open for any date at least **7 days** away, and popular Saturdays in wedding season and December often fill months ahead, so earlier is better. Need something sooner? Call or text **(204) 555-0142** or email **hello@example.com** and we will do our best to fit you in.',
  },
  {
    category: 'Booking',
    question: 'What areas do you serve, and is there a travel fee?',
    answer:
      'Travel anywhere in **Winnipeg is free**. We also serve Selkirk, Steinbach, Portage la Prairie, Niverville, Gimli and other communities within about two hours of the city. Outside Winnipeg the travel fee is **$20 plus $1.50 per minute of drive time beyond the first 30 minutes**. For example, a 50-minute drive is $20 + 20 × $1.50 = $50. Digital Lite (self-serve) bookings never have a travel surcharge. Your exact fee is shown before you pay.',
  },
  {
    category: 'Booking',
    question: 'What are your hours?',
    answer:
      'We run events **every day from 8:00 AM to 10:00 PM**, including weekends and most holidays. Start times can be booked from 8:00 AM onward in 15-minute steps. Messages and chat are answered during the same hours.',
  },
  {
    category: 'Booking',
    question: 'Can I get a custom backdrop?',
    answer:
      'Yes! A **Custom Backdrop** is **$249** for an **8x8 ft** print with your names, logo, colours or theme. Please allow a **3-week lead time** for design, your approval and printing, so book it at least 21 days before your event.',
  },
  {
    category: 'Packages',
    question: 'Which package is right for my event?',
    answer:
      'A quick guide:\n\n- **Digital Lite ($199)**: 90 minutes, self-serve, up to 50 guests, digital only.\n- **Digital Plus ($299)**: 2.5 hours with an attendant, digital sharing and a custom frame.\n- **Classic ($399)**: 2.5 hours with an attendant plus **2 prints per group or session**. Our most popular.\n- **Ultimate ($499)**: 4 hours, **unlimited prints**, custom frame and welcome screen.\n- **Custom**: for 250+ guests or multi-day events. Contact us for a quote.',
  },
  {
    category: 'Packages',
    question: 'What is Digital Lite (Self-Serve)?',
    answer:
      'Digital Lite is our self-serve option: **90 minutes for up to 50 people, with no staff attendant**. We deliver the booth ready to go, guests follow the on-screen prompts, and photos are shared instantly by text, email or QR code. It is digital only (no prints), needs no set-up window, and never has a travel surcharge.',
  },
  {
    category: 'Packages',
    question: 'Are props included?',
    answer:
      'Always. Every package comes with a curated **props kit** of hats, glasses, boas and signs, refreshed seasonally. Want props that match a theme or your company colours? Let us know in your booking notes.',
  },
  {
    category: 'Packages',
    question: 'Can I add more time?',
    answer:
      'Yes. Extra time is **$69 per hour**, and you can add it when you book or **even on the day** if the party is still going strong (subject to the next booking). For Digital Lite, extra time is $29 per 30 minutes.',
  },
  {
    category: 'Event Day',
    question: 'How much space does the photo booth need?',
    answer:
      'We suggest an area of **10 ft x 10 ft**, with an absolute **minimum of 8 ft x 8 ft**. That leaves room for the booth, the backdrop and a small group posing together. A spot near the action (but not in a walkway) gets the most use.',
  },
  {
    category: 'Event Day',
    question: 'Do you need a power outlet?',
    answer:
      'Yes, one standard household outlet (120 V) **within 15 feet** of the booth location. Please let your venue know. If the nearest outlet is farther away, tell us in advance and we will bring a suitable cord.',
  },
  {
    category: 'Event Day',
    question: 'When do you arrive to set up?',
    answer:
      'Our attendant arrives and begins setting up **30 minutes before** your start time, and set-up time is included in every attended package. If your venue needs the booth in place earlier, add the **Early Set-Up Fee: $19 per 30 minutes**.',
  },
  {
    category: 'Event Day',
    question: 'Can the booth be used outdoors?',
    answer:
      'Yes, as long as it is **covered**: a tent, pergola or covered patio on a flat surface, with power nearby. Electronics and prints do not mix with rain, strong wind or direct midday sun, so for open-air events please have an indoor or covered backup. If weather makes the set-up unsafe on the day, our attendant will help find the best alternative spot.',
  },
  {
    category: 'Event Day',
    question: 'Are you insured?',
    answer:
      'Yes. We carry **$1,000,000 in liability insurance**, and we are happy to send a certificate of insurance to your venue. Just email us the venue name and contact.',
  },
  {
    category: 'Payments',
    question: 'How much is the deposit and when is the balance due?',
    answer:
      'A **25% deposit** secures your date when you book online (or you can pay in full). The remaining **balance is due the day before your event**, and we send an invoice and a reminder ahead of time.',
  },
  {
    category: 'Payments',
    question: 'Which payment methods do you accept?',
    answer:
      'We accept all major **credit and debit cards** through our secure checkout. You can also **buy now and pay later** in instalments with **Afterpay, Klarna or Affirm**.',
  },
  {
    category: 'Payments',
    question: 'Do your prices include taxes?',
    answer:
      'Yes. All prices are in **Canadian dollars and include taxes**, so the price you see is the price you pay (plus any travel fee outside Winnipeg, shown before checkout).',
  },
  {
    category: 'Payments',
    question: 'What is your cancellation policy?',
    answer:
      'Plans change, and we try to be fair:\n\n- Cancel **60 or more days** before your event: **75% refund** of payments made.\n- Cancel **30 to 59 days** before: **50% refund**.\n- Cancel **less than 30 days** before: no refund.\n\nEvery booking also includes **one free reschedule** to another available date.',
  },
  {
    category: 'Photos',
    question: 'When do we get our photos?',
    answer:
      'Guests get their photos instantly by text, email or QR code. Your complete **online gallery is ready within 24 hours** after the event, with every photo, GIF and boomerang, ready to download and share.',
  },
  {
    category: 'Photos',
    question: 'How long do you keep our photos?',
    answer:
      'Your gallery stays online for **60 days** after the event. Please download everything you want to keep before then; after 60 days the photos are permanently deleted from our systems.',
  },
]

export const faqs: SeedFaq[] = list.map((faq, i) => ({ ...faq, order: i + 1 }))
