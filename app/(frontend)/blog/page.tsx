import type { Metadata } from 'next'

import { PageHeader } from '@/components/pages/PageHeader'
import { PostCard } from '@/components/pages/PostCard'
import { SubscribeForm } from '@/components/pages/SubscribeForm'
import { getPosts } from '@/lib/cms/getPosts'
import { pageMetadata } from '@/lib/seo/pageMetadata'

export const revalidate = 3600

export const metadata: Metadata = pageMetadata({
  title: 'Blog',
  description:
    'Photo booth tips, event planning checklists and ideas for weddings, parties and corporate events in Winnipeg.',
  path: '/blog',
})

export default async function BlogPage() {
  const posts = await getPosts()
  const featured = posts.find((p) => p.featured) ?? posts[0]
  const rest = posts.filter((p) => p !== featured)
  return (
    <main>
      <PageHeader eyebrow="Blog" title="Tips & Ideas for Your Event">
        <p>Planning advice, prop tricks and inspiration from our Winnipeg photo booth team.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
        {featured && <PostCard post={featured} featured />}
        {rest.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </div>
      <section aria-labelledby="subscribe-title" className="mx-auto my-16 max-w-3xl px-4 sm:px-6">
        <div className="rounded-3xl bg-amber-50 p-7 text-center sm:p-10">
          <h2 id="subscribe-title" className="text-2xl font-bold">
            Stay Updated
          </h2>
          <p className="mt-2 mb-6 text-stone-700">
            New posts, seasonal offers and planning tips. No spam, unsubscribe any time.
          </p>
          <SubscribeForm />
        </div>
      </section>
    </main>
  )
}
