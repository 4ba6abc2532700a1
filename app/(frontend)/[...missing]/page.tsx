import { notFound } from 'next/navigation'

// With two root layouts (site and admin) Next has no global 404 inside the site's chrome:
// any path no other route matches lands here and renders ../not-found.tsx.
export default function MissingPage() {
  notFound()
}
