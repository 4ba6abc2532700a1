import type { SeedPost } from './types'

export const propTips: SeedPost = {
  title: 'Photo Booth Prop Tips: How to Get the Best Pictures of the Night',
  slug: 'photo-booth-prop-tips',
  excerpt:
    'Props are included with every package, but a few simple tricks make the difference between a forgettable snap and the photo everyone asks for.',
  publishedDate: '2025-04-24',
  readTime: '4 min read',
  category: 'Tips & Tricks',
  featured: false,
  body: `Every one of our packages comes with a props kit: hats, glasses, boas, signs and a few surprises. Props are what turn a polite group photo into the picture everybody laughs about the next day. Here is how to make the most of them, whether you are the host or just a guest with a feather boa.

## Keep the props table tidy and close

Set the props on a small table right beside the booth, not across the room. Our attendant keeps things organised during attended packages, but for a **Digital Lite** (self-serve) booking it helps to ask a friend to give the table a quick tidy once or twice. A neat table gets used; a heap on the floor does not.

## Less is more (per person)

The best shots usually have **one prop per person**. Five props on one face hides the face, and the face is the point. Encourage guests to pick one thing that fits their personality and swap for the next round.

## Mix sizes and types

A good selection includes:

- **Things to wear:** hats, crowns, oversized glasses, boas, leis.
- **Things to hold:** speech-bubble signs, picture frames, inflatable instruments, giant sunglasses on a stick.
- **Big statement pieces:** one or two oversized items that anchor a group shot.

Props on sticks are great because they do not mess up hair and makeup, which matters at weddings and galas.

## Personalise a few signs

Add two or three custom signs with your names, event hashtag or inside jokes. "Team Bride", "Happy 40th, Dave!" or your company's slogan make photos feel like they belong to your event and not just any party. Match the colours to your backdrop for a polished look.

## Plan poses in rounds

Most sessions take several shots in a row. Suggest a simple plan for groups:

- **Shot 1:** a nice one for grandma.
- **Shot 2:** grab props.
- **Shot 3:** everyone's best surprised face.
- **Shot 4:** anything goes.

It takes the pressure off and gets everyone laughing by the last frame.

## Think about your theme and season

A winter party in Winnipeg calls for toques, scarves and snowflake signs; a summer lake wedding in Gimli calls for sunglasses and leis. Tell us your theme in your booking notes and we will adjust the props kit to match.

## Mind the background

Props look best against a backdrop that does not compete with them. Busy, colourful props pop on **Classic Black & Silver**, **Champagne Sequin** or the **White Floral Wall**. If your props are already glittery, a calmer backdrop like **Boho Greenery** keeps the photo balanced.

## Group shots: get close

Photo booth frames are smaller than they look. For groups of six or more, have taller guests stand at the back, shorter guests in front, and everyone lean in. Use one big prop in the middle instead of a prop for every person.

## Do not forget the prints

With our **Classic** package, every group or session gets **two printed copies**, so there is one to keep and one for the guest book. With **Ultimate**, prints are unlimited, which is perfect when everyone wants their own copy. Every photo is also in your online gallery **within 24 hours**, so nobody misses out.

Ready to plan your props? Add a note about your theme when you book, and we will take care of the rest.`,
}
