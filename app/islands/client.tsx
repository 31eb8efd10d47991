// The browser entry of pages with islands: starts each `[data-island]`
// element with its module and the props the server wrote beside it. React is
// imported only when one of the page's islands is a React component.
import { islandLoaders, type IslandModule } from './registry'

const loaders: Record<string, (() => Promise<IslandModule>) | undefined> = islandLoaders

async function startIsland(element: HTMLElement) {
  const name = element.dataset.island ?? ''
  const load = loaders[name]
  const data = document.querySelector(`script[data-island-props="${CSS.escape(name)}"]`)
  if (!load || !data?.textContent) throw new Error(`island ${name} cannot be started`)
  const props = JSON.parse(data.textContent) as object
  const { default: island } = await load()
  if ('enhance' in island) {
    island.enhance(element, props)
    return
  }
  const { hydrateIsland } = await import('./hydrate.tsx')
  await hydrateIsland(element, island, props)
}

void Promise.all(
  Array.from(document.querySelectorAll<HTMLElement>('[data-island]'), startIsland),
).then(() => {
  // browser tests wait for this mark
  document.documentElement.dataset.hydrated = 'true'
})
