/** Shape of a seeded blog post. `body` is Markdown (converted to Lexical by the seeder). */
export type SeedPost = {
  title: string
  slug: string
  excerpt: string
  /** ISO 8601 date (America/Winnipeg publication day). */
  publishedDate: string
  readTime: string
  category: string
  featured: boolean
  body: string
}
