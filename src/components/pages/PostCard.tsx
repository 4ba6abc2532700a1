import Link from 'next/link'

import type { Post } from '@/payload-types'

import { formatStoredDay } from './formatStoredDay'

/** A post teaser; the featured one spans the grid and reads larger. */
export function PostCard({ post, featured = false }: { post: Post; featured?: boolean }) {
  return (
    <article
      data-testid={featured ? 'featured-post' : 'post-card'}
      className={`flex flex-col rounded-3xl border bg-white p-7 shadow-sm ${featured ? 'border-amber-300 bg-gradient-to-br from-amber-50 to-white md:col-span-2 lg:col-span-3 lg:p-10' : 'border-stone-200'}`}
    >
      <p className="flex flex-wrap gap-x-3 text-sm text-stone-600">
        {featured && <span className="font-semibold text-amber-900">Featured</span>}
        {post.category && <span className="font-semibold text-stone-800">{post.category}</span>}
        <time dateTime={post.publishedDate}>{formatStoredDay(post.publishedDate)}</time>
        {post.readTime && <span>{post.readTime}</span>}
      </p>
      <h2
        className={`mt-3 font-bold tracking-tight text-balance text-stone-950 ${featured ? 'text-3xl lg:text-4xl' : 'text-xl'}`}
      >
        {post.title}
      </h2>
      <p className={`mt-3 flex-1 text-stone-700 ${featured ? 'text-lg' : ''}`}>{post.excerpt}</p>
      <Link
        href={`/blog/${post.slug}`}
        className="mt-6 w-fit rounded-full border border-stone-300 px-5 py-3 font-semibold text-stone-900 hover:bg-stone-100"
      >
        {/* The title in the link's text (not only aria-label): search engines flag a bare 'Read More'. */}
        Read More<span className="sr-only">: {post.title}</span>
      </Link>
    </article>
  )
}
