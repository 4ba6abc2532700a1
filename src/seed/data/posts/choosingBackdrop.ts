import type { SeedPost } from './types'

export const choosingBackdrop: SeedPost = {
  title: 'How to Pick the Right Photo Booth Backdrop for Your Event',
  slug: 'how-to-pick-a-photo-booth-backdrop',
  excerpt:
    'Sequins, flowers, greenery or something custom? A quick guide to choosing a backdrop that suits your venue, your colours and your guests.',
  publishedDate: '2025-06-05',
  readTime: '4 min read',
  category: 'Planning',
  featured: false,
  body: `Your backdrop appears in every photo taken at your event, so it is worth a few minutes of thought. The right one ties the booth into your décor, flatters your guests and makes the gallery feel like one beautiful set. Here is how to choose.

## Start with your colour palette

Look at your invitations, flowers and table settings. You want a backdrop that **complements** your colours rather than matching them exactly:

- **Warm palettes** (gold, blush, burgundy): Champagne Sequin, Gold Shimmer or Blush Pink Sequin.
- **Neutral and classic** (white, ivory, black): White Floral Wall or Classic Black & Silver.
- **Earthy and natural** (sage, terracotta, cream): Boho Greenery.
- **Cool and wintry** (silver, icy blue, white): Winter Wonderland.

## Consider the lighting

Sequin and shimmer backdrops come alive under our booth's flash and sparkle in every shot. They are a great choice for **evening receptions and dimly lit ballrooms**. Softer, matte backdrops like the floral wall or greenery look natural and calm in **bright, daytime spaces**, such as a community hall with big windows or a covered patio.

## Match the mood of the event

- **Weddings and anniversaries:** White Floral Wall, Champagne Sequin or a custom backdrop with your names.
- **Milestone birthdays:** Gold Shimmer or Rose Gold Balloon Garland bring the party feel.
- **Baby and bridal showers:** Blush Pink Sequin or Boho Greenery.
- **Corporate events and galas:** Classic Black & Silver looks sharp, or go with a branded custom backdrop.
- **Holiday parties:** Winter Wonderland or Gold Shimmer.

## Mind the size and your space

Our backdrops come in **7x7 ft** and **8x8 ft** sizes. An 8x8 backdrop fits bigger groups comfortably, which helps at weddings and office parties where ten friends try to squeeze in at once. Either way, we recommend a booth area of about **10 ft x 10 ft** (with a minimum of 8 ft x 8 ft) so there is room for the backdrop, the booth and your guests.

## Think about what guests will wear

If your dress code is black tie, a sequin backdrop adds glamour without clashing. If many guests will wear bright colours or patterns, a simpler backdrop keeps the photo from feeling busy. For a school dance or grad, where outfits are the star, a neutral or floral backdrop lets them shine.

## When to go custom

A **Custom Backdrop** is an 8x8 ft print designed around your event: your names and wedding date, your company logo, or artwork for a theme party. It costs **$249** and needs a **three-week lead time** for design, your approval and printing. Custom backdrops are especially popular for:

- Brand launches and trade shows, where every photo doubles as marketing.
- Weddings with a monogram or crest.
- Milestone birthdays and anniversaries with a theme.

If your event is less than three weeks away, choose one of our standard backdrops and let your props and custom photo frame carry the personal touch.

## Choosing during booking

When you book online, you pick your backdrop in the step after choosing your date and time. Each option shows a photo, a short description and its size. Not sure? Choose the closest fit and leave a note in your booking. If you change your mind later, just get in touch, and we are always happy to give an honest recommendation.

Whatever you choose, your guests will receive their photos instantly, and your full gallery will be online **within 24 hours**, every shot framed by the backdrop you picked.`,
}
