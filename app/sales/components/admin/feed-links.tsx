import { countOf } from '#app/kernel/plural.ts'
import { productFeeds } from '#app/sales/feed-paths.ts'

type FeedLinksProps = { siteUrl: string; inFeeds: number; total: number }

/** The three feed addresses to paste into Google and Meta, and how many carts they carry. */
export function FeedLinks({ siteUrl, inFeeds, total }: FeedLinksProps) {
  return (
    <section aria-labelledby="feeds-heading" className="mt-10 rounded-lg bg-white p-4">
      <h2 id="feeds-heading" className="text-xl font-bold text-gray-900">
        Product feeds
      </h2>
      <p className="mt-2 text-gray-700">
        {inFeeds} of {countOf(total, 'cart')} {inFeeds === 1 ? 'is' : 'are'} in the feeds: those for
        sale on the site with a published price. The table above says why any other cart is left
        out. Google and Meta fetch these addresses on their own schedule; every change here shows at
        their next fetch.
      </p>
      <dl className="mt-4 space-y-4">
        {productFeeds.map((feed) => (
          <div key={feed.path}>
            <dt className="font-semibold text-gray-900">{feed.name}</dt>
            <dd className="mt-1 text-sm text-gray-700">
              <code className="rounded bg-gray-100 px-1.5 py-0.5 break-all text-gray-900">
                {siteUrl}
                {feed.path}
              </code>
              <span className="mt-1 block">Paste it in {feed.where}.</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
