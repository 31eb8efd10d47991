import { deskFeedFile } from '#app/rentals/.server/desk-feed.ts'

import type { Route } from './+types/rental-desk'

/** Never cached by a shared cache, never indexed: the address is the only key. */
const privateHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
}

/** /feeds/rental-desk/<secret>.ics: a showroom's handovers as a calendar to subscribe to. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = params.token.replace(/\.ics$/, '')
  const file = await deskFeedFile(context.db, token, {
    now: new Date(),
    siteUrl: context.settings.SITE_URL,
  })
  if (file === undefined) {
    return new Response('Not found', {
      status: 404,
      headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  return new Response(file, {
    headers: { ...privateHeaders, 'Content-Type': 'text/calendar; charset=utf-8' },
  })
}
