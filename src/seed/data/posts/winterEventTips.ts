import type { SeedPost } from './types'

export const winterEventTips: SeedPost = {
  title: 'Hosting a Winter Event in Manitoba: Photo Booth Tips for Cold-Weather Celebrations',
  slug: 'winter-event-photo-booth-tips-manitoba',
  excerpt:
    'Minus thirty outside, warm and glowing inside. How to plan a photo booth for a Manitoba holiday party, winter wedding or Festival-season fundraiser.',
  publishedDate: '2025-01-15',
  readTime: '4 min read',
  category: 'Seasonal',
  featured: false,
  body: `Winter in Manitoba is long, cold and, honestly, one of the best times to throw a party. Holiday parties, New Year's Eve, winter weddings and February fundraisers all give people a reason to get dressed up and come in from the cold. A photo booth fits right in. Here is how to make it work when the wind chill is doing its thing.

## Book early for December

December is our busiest month. Company holiday parties, family gatherings and New Year's Eve celebrations fill Friday and Saturday nights weeks ahead. If you are planning a December event, book in the fall. Online booking closes **7 days** before the event date; after that, call or text us and we will check availability.

## Keep the booth indoors

Our booth is built for warm, dry spaces. For winter events the booth needs to be **indoors**, away from drafty entrances and exterior doors that open every few minutes. Cold air and melting snow are not kind to electronics or printers, and guests will not want to pose in a draft anyway. A spot near the dance floor or bar, with about **10 ft x 10 ft** of space (minimum 8 ft x 8 ft) and an outlet within 15 feet, is ideal.

## Plan around the weather

Manitoba roads can change quickly in January. We watch the forecast and leave early so the booth is set up **30 minutes before** your start time, even when the Perimeter is slow. If your venue is outside the city, in Selkirk, Steinbach, Niverville or beyond, we plan extra drive time for winter conditions. If a blizzard or road closure makes travel unsafe, our force majeure terms mean we will first offer to reschedule at no charge.

## Go all in on the theme

Winter events have the best themes:

- **Backdrops:** our **Winter Wonderland** backdrop, with snowflakes and warm string lights, is made for this season. **Gold Shimmer** and **Classic Black & Silver** are perfect for New Year's Eve.
- **Props:** toques, scarves, earmuffs, snowflake wands, ugly-sweater signs and "Happy New Year" glasses.
- **Custom frame:** add your party name and date, or a cheeky line like "Survived another Winnipeg winter".

## Give guests a warm-up activity

At winter events, people arrive cold and take a while to loosen up. A photo booth near the entrance of the party space gives them something fun to do while they thaw out, and gets mingling started early. Consider opening the booth as guests arrive rather than after dinner.

## Prints make great winter keepsakes

A printed photo from a holiday party ends up on the fridge or office wall until spring. The **Classic** package includes **two prints per group**, and **Ultimate** offers unlimited prints for four hours, which is perfect for a long New Year's Eve. Guests also get digital copies instantly, and your complete online gallery is ready **within 24 hours**.

## Budget tips for the season

- All prices include taxes, and events anywhere in Winnipeg have **no travel fee**.
- A **25% deposit** secures your date, and the balance is due the day before.
- Smaller gatherings of up to 50 people can use **Digital Lite** ($199): 90 minutes, self-serve, digital only, and never a travel surcharge.
- Party running late? Add **Extra Time** on the night for $69 per hour.

## Festival and community events

February brings Festival du Voyageur season and plenty of community fundraisers. For large public events with 250 guests or more, ask us about a **Custom** package with two booths and longer hours.

Stay warm, book early, and let us bring the glow to your winter celebration.`,
}
