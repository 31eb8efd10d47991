import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'

import { FeedLinks } from './feed-links'

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')

it('counts the carts in the feeds in agreement with their number', () => {
  const site = 'https://www.keystone-golfcarts.example'
  expect(text(renderToStaticMarkup(<FeedLinks siteUrl={site} inFeeds={1} total={1} />))).toContain(
    '1 of 1 cart is in the feeds',
  )
  expect(text(renderToStaticMarkup(<FeedLinks siteUrl={site} inFeeds={2} total={5} />))).toContain(
    '2 of 5 carts are in the feeds',
  )
})
