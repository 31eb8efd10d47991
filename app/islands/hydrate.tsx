// React's part of the islands entry, loaded only by pages with a React island.
import {
  type ComponentType,
  createElement,
  type ReactNode,
  startTransition,
  useEffect,
} from 'react'
import { hydrateRoot } from 'react-dom/client'

/** Calls `onHydrated` once React has hydrated its children (it adds no markup). */
function Hydrated({ children, onHydrated }: { children?: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return children
}

/** Hydrates the server's markup of an island with its component; resolves once it is done. */
export function hydrateIsland<P extends object>(
  element: HTMLElement,
  Component: ComponentType<P>,
  props: P,
): Promise<void> {
  return new Promise<void>((onHydrated) => {
    // as a transition (as React Router hydrates), the work yields to the
    // browser every few milliseconds instead of holding the main thread
    startTransition(() => {
      hydrateRoot(element, createElement(Hydrated, { onHydrated }, createElement(Component, props)))
    })
  })
}
