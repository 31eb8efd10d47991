import { renderToStaticMarkup } from 'react-dom/server'

import { noCacheJson } from '#app/kernel/.server/http.ts'
import { inventoryResults } from '#app/sales/.server/inventory/inventory-results.ts'
import { ResultCards } from '#app/sales/components/inventory/inventory-browser.tsx'

import type { Route } from './+types/inventory-cards'

/**
 * The cards of one page of the inventory alone, for the live filters to swap
 * in: the same query as `/inventory`'s, cached like every public answer (a
 * strong ETag, checked on each use), and not a page for search engines.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const results = await inventoryResults(context.db, new URL(request.url).searchParams)
  return new Response(renderToStaticMarkup(<ResultCards {...results} />), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // checked on each use, as the JSON API is: a cart sold must not linger in a copy
      'Cache-Control': noCacheJson,
      'X-Robots-Tag': 'noindex',
    },
  })
}
