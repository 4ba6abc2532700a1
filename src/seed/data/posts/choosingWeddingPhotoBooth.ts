import type { SeedPost } from './types'

export const choosingWeddingPhotoBooth: SeedPost = {
  title: 'How to Choose the Perfect Photo Booth for Your Winnipeg Wedding',
  slug: 'choosing-a-photo-booth-for-your-winnipeg-wedding',
  excerpt:
    'Guest count, prints or digital, backdrop, timing and venue rules: everything Winnipeg couples should think about before booking a wedding photo booth.',
  publishedDate: '2025-02-12',
  readTime: '4 min read',
  category: 'Weddings',
  featured: true,
  body: `A photo booth is one of the few wedding extras that every guest actually uses. Grandparents, flower girls, the college friends who flew in from Calgary: they all end up squeezed in front of the backdrop at some point in the night. And unlike most of the décor, the photos last. Here is how to choose the right booth for your Winnipeg wedding without overthinking it.

## Start with your guest count

The size of your guest list is the best guide to how much booth time and how much capacity you need.

- **Up to 50 guests:** an intimate wedding or a small backyard reception in River Heights can be covered nicely by our **Digital Lite** package: 90 minutes, self-serve, digital photos sent straight to phones.
- **50 to 150 guests:** this is where most Manitoba weddings land, and where the **Classic** package shines: 2.5 hours with a friendly attendant, instant digital sharing and **two printed photos for every group**.
- **150 to 250 guests:** consider the **Ultimate** package, with 4 hours of booth time and unlimited prints, or add a second booth so the line never gets long.
- **250+ guests:** talk to us about a **Custom** package built around your schedule.

## Prints or digital?

Digital sharing is instant and lets guests post from the dance floor. Prints are the thing people stick on the fridge for years. For weddings we almost always recommend at least some prints: guests love leaving with a keepsake, and many couples ask for a duplicate of every strip for a guest book. With **Ultimate**, prints are unlimited, so nobody has to choose between the group shot and the silly one.

## Match the backdrop to your style

Your backdrop is in every single photo, so choose it alongside your colours and décor:

- **Champagne Sequin** or **Gold Shimmer** for a glamorous ballroom reception.
- **White Floral Wall** for a romantic, classic look.
- **Boho Greenery** for barn weddings and rustic venues outside the city.
- A **Custom Backdrop** ($249, 8x8 ft) with your names and date. Order it at least **three weeks** ahead so there is time for design approval and printing.

## Think about timing

The booth gets the most use **after dinner**, once speeches are done and the dance floor opens. With a 2.5-hour package, most couples start the booth right after dinner. With Ultimate's four hours, you can open it during cocktail hour and run straight through the first hours of dancing. If your reception runs late, **Extra Time** is $69 per hour, and you can even add it on the day if the party is still going.

Our attendant arrives **30 minutes before** the start time to set up. If your venue needs everything in place before guests arrive for the ceremony, the **Early Set-Up Fee** ($19 per 30 minutes) covers it.

## Check your venue

Before you book, confirm three things with your venue coordinator:

- **Space:** we suggest **10 ft x 10 ft**, with a minimum of **8 ft x 8 ft**.
- **Power:** one standard outlet within 15 feet.
- **Cover:** for outdoor or tented receptions, the booth needs to be under cover.

Many Winnipeg venues also ask for proof of insurance. We carry **$1 million in liability coverage** and can send a certificate directly to your venue.

## Budget and booking

All our prices are in Canadian dollars and **include taxes**, and weddings within Winnipeg have **no travel fee**. A **25% deposit** holds your date, and the balance is due the day before the wedding, so you are not paying everything at once. Buy-now-pay-later options (Afterpay, Klarna and Affirm) are also available at checkout.

Popular Saturdays from June to September book up early, so once you have your venue and date, lock in the booth. Online booking is open up to **7 days** before your event.

## The morning after

Within **24 hours** you will have an online gallery of every photo, GIF and boomerang from the night. It is the best way to see the moments you missed while you were busy greeting guests. Download your favourites within 60 days, share the link with your guests, and relive the party all over again.`,
}
