import { listVehicles } from '#app/sales/.server/inventory/vehicles.ts'
import { aboutNav, brandNav, mainNav } from '#app/site/content/navigation.ts'
import { policyEffectiveDateIso, policyPages } from '#app/site/content/policies.ts'
import { towns } from '#app/site/content/towns.server.ts'
import { sitemapEntries, sitemapXml } from '#app/site/sitemap.ts'
import { landingPath, rentalPath } from '#app/site/town-paths.ts'

import type { Route } from './+types/sitemap'

// Content paths are fixed while the server runs; only the inventory is read per request.
// The navigation names every standalone page (the thank-you page is not one).
const staticPaths = [...mainNav, ...aboutNav, ...brandNav].map((item) => item.to)
const townPaths = towns.flatMap((m) => [landingPath(m), rentalPath(m)])

/** /sitemap.xml: every canonical URL; /towns/* and other aliases are left out. */
export async function loader({ context }: Route.LoaderArgs) {
  const vehicles = await listVehicles(context.db)
  const entries = sitemapEntries({
    staticPaths,
    vehicles,
    townPaths,
    policies: policyPages,
    policyLastmod: policyEffectiveDateIso,
  })
  return new Response(sitemapXml(context.settings.SITE_URL, entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
