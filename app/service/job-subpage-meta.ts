import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'

type MetaArgs = { matches: Parameters<typeof hoursFrom>[0]; location: { pathname: string } }

/** One customer's page beside their job page: described, never indexed, never cached. */
export function jobSubpageMeta(title: string, description: string) {
  return ({ matches, location }: MetaArgs) => [
    ...seo({
      dealerHours: hoursFrom(matches).showroom,
      siteUrl: siteUrlFrom(matches),
      title,
      description,
      path: location.pathname,
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

export const jobSubpageHeaders = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
})
