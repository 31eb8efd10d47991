import type { Route } from './+types/sitemap'

export function loader({ context }: Route.LoaderArgs) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${context.settings.SITE_URL}/</loc></url></urlset>\n`
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
