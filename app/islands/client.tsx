// The browser entry of pages with islands: hands each `[data-island]` element
// and the props the server wrote beside it to its island's `enhance`.
import type { IslandModule } from '#app/kernel/islands/dom-island.ts'

import { islandLoaders } from './registry'

const loaders: Record<string, (() => Promise<IslandModule>) | undefined> = islandLoaders

async function startIsland(element: HTMLElement) {
  const name = element.dataset.island ?? ''
  const load = loaders[name]
  const data = document.querySelector(`script[data-island-props="${CSS.escape(name)}"]`)
  if (!load || !data?.textContent) throw new Error(`island ${name} cannot be started`)
  const props = JSON.parse(data.textContent) as object
  const { default: island } = await load()
  // an island that first fetches what it works from counts as started once it has
  await island.enhance(element, props)
}

void Promise.all(
  Array.from(document.querySelectorAll<HTMLElement>('[data-island]'), startIsland),
).then(() => {
  // browser tests wait for this mark
  document.documentElement.dataset.hydrated = 'true'
})
