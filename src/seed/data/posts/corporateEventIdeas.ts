import type { SeedPost } from './types'

export const corporateEventIdeas: SeedPost = {
  title: '8 Corporate Event Photo Booth Ideas Winnipeg Teams Love',
  slug: 'corporate-event-photo-booth-ideas',
  excerpt:
    'From branded frames at trade shows to holiday party keepsakes, here are eight ways Winnipeg companies use a photo booth to bring people together and get noticed.',
  publishedDate: '2025-09-10',
  readTime: '4 min read',
  category: 'Corporate Events',
  featured: false,
  body: `A photo booth at a company event is about more than silly hats (although the silly hats help). It breaks the ice between departments, gives remote staff something to share, and turns your brand into content people actually want to post. Here are eight ideas we have seen work at Winnipeg offices, conferences and community events.

## 1. Brand every photo

A **custom photo frame** with your logo and event name turns every picture into a small piece of marketing. Pair it with a **custom welcome screen** on the booth (both included in our Ultimate package, each a $50 value) and your brand is front and centre from the first tap to the final print.

## 2. Print a branded backdrop

For product launches and trade shows, a **Custom Backdrop** (8x8 ft, $249) with your logo, tagline or campaign artwork makes your booth instantly recognisable. Order it at least **three weeks** before the event so there is time to approve the design.

## 3. Make the holiday party unforgettable

December is the busiest month for corporate bookings in Winnipeg. A booth gives everyone, from the CEO to the newest hire, a reason to gather. Try a **Winter Wonderland** or **Gold Shimmer** backdrop, add seasonal props, and give guests printed keepsakes to take home. Book early: Friday and Saturday nights in December fill up fast.

## 4. Collect leads at trade shows

At a busy booth, a photo gives people a reason to stop. Guests enter their email or scan a QR code to receive their picture, and you start a conversation. Keep it friendly and optional, and always tell guests how their information will be used.

## 5. Celebrate milestones and awards

Retirements, anniversaries, year-end awards and team wins deserve more than a cake in the break room. Add props that match the occasion (trophy cut-outs, "Employee of the Year" signs) and your team will have photos to share long after the night is over.

## 6. Welcome new hires and interns

An onboarding day or summer intern kick-off is a great excuse for a quick, low-key booth session. Our **Digital Lite** package is self-serve, runs for 90 minutes for up to 50 people, and never has a travel surcharge. Perfect for a lunchtime event in the office.

## 7. Support your community event

Non-profit galas, school fundraisers and public festivals all benefit from a booth. Guests share their photos with your event hashtag, which spreads the word for next year. For large public events with 250 guests or more, a **Custom** package can include two booths and longer hours.

## 8. Run two booths for big crowds

At a conference reception or a company picnic, a single booth can develop a line. The **Two Photo Booths** add-on puts a second booth beside the first for the whole event, doubling capacity without doubling the planning.

## Practical notes for planners

- **Space:** plan for about **10 ft x 10 ft** (minimum 8 ft x 8 ft) and one standard outlet nearby.
- **Insurance:** we carry **$1 million in liability insurance** and will send a certificate to your venue or property manager.
- **Timing:** our attendant arrives 30 minutes early to set up; earlier set-up for venues with strict schedules is $19 per 30 minutes.
- **Budget:** prices are in Canadian dollars and include taxes. Pay a **25% deposit** to hold the date, with the balance due the day before.
- **Photos:** a complete online gallery is ready **within 24 hours**, which is handy for your internal newsletter or social channels the next morning.

Planning something bigger or unusual? Send us your guest count, date and goals, and we will put together a custom quote within a day.`,
}
