// The browser entry of pages with islands: hydrates each `[data-island]`
// element with its component and the props the server wrote beside it.
import { createElement, type ReactNode, startTransition, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'

import { islandLoaders, type IslandModule } from './registry'

const loaders: Record<string, (() => Promise<IslandModule>) | undefined> = islandLoaders

/** Calls `onHydrated` once React has hydrated its children (it adds no markup). */
function Hydrated({ children, onHydrated }: { children?: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return children
}

async function hydrateIsland(element: HTMLElement) {
  const name = element.dataset.island ?? ''
  const load = loaders[name]
  const data = document.querySelector(`script[data-island-props="${CSS.escape(name)}"]`)
  if (!load || !data?.textContent) throw new Error(`island ${name} cannot be hydrated`)
  const props = JSON.parse(data.textContent) as object
  const { default: Component } = await load()
  await new Promise<void>((onHydrated) => {
    // as a transition (as React Router hydrates), the work yields to the
    // browser every few milliseconds instead of holding the main thread
    startTransition(() => {
      hydrateRoot(element, createElement(Hydrated, { onHydrated }, createElement(Component, props)))
    })
  })
}

void Promise.all(
  Array.from(document.querySelectorAll<HTMLElement>('[data-island]'), hydrateIsland),
).then(() => {
  // browser tests wait for this mark
  document.documentElement.dataset.hydrated = 'true'
})
