import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { formatStoredDay } from '@/components/pages/formatStoredDay'
import { RichTextContent } from '@/components/pages/RichTextContent'
import { getPostBySlug, getPosts } from '@/lib/cms/getPosts'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { absoluteUrl } from '@/lib/seo/siteUrl'

export const revalidate = 3600

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  const posts = await getPosts()
  return posts.map((p) => ({ slug: p.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPostBySlug((await params).slug)
  if (!post) return { title: 'Page Not Found' }
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    type: 'article',
  })
}

export default async function PostPage({ params }: Props) {
  const post = await getPostBySlug((await params).slug)
  if (!post) notFound()
  const article = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedDate,
    mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`),
    image: absoluteUrl('/images/og.jpg'),
  }
  return (
    <main>
      <JsonLd data={article} />
      <article className="mx-auto max-w-3xl px-4 pt-12 pb-16 sm:px-6">
        <Link
          href="/blog"
          className="inline-block py-2 font-medium text-amber-900 underline-offset-4 hover:underline"
        >
          ← All posts
        </Link>
        <p className="mt-6 flex flex-wrap gap-x-3 text-sm text-stone-600">
          {post.category && <span className="font-semibold text-stone-800">{post.category}</span>}
          <time dateTime={post.publishedDate}>{formatStoredDay(post.publishedDate)}</time>
          {post.readTime && <span>{post.readTime}</span>}
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-stone-950 sm:text-5xl">
          {post.title}
        </h1>
        <p className="mt-5 text-xl text-stone-700">{post.excerpt}</p>
        <RichTextContent data={post.body} className="mt-8 text-lg" />
        <div className="mt-12 rounded-3xl bg-stone-900 p-8 text-center text-white">
          <p className="text-2xl font-bold">Ready to light up your event?</p>
          <Link
            href="/booking"
            className="mt-5 inline-block min-h-12 rounded-full bg-amber-500 px-6 py-3 font-semibold text-stone-950 hover:bg-amber-400"
          >
            Book Your Event
          </Link>
        </div>
      </article>
    </main>
  )
}
