// React's part of the islands entry, loaded only by pages with a React island.
import {
  type ComponentType,
  createElement,
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
} from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'

import { readTypedText, restoreTypedText } from './typed-text.ts'

type HydratedProps = { children?: ReactNode; onCommit: () => void; onHydrated: () => void }

/**
 * Calls `onCommit` as React commits the hydrated children, before the browser
 * handles another event, and `onHydrated` once they are hydrated (it adds no markup).
 */
function Hydrated({ children, onCommit, onHydrated }: HydratedProps) {
  useLayoutEffect(onCommit, [onCommit])
  useEffect(onHydrated, [onHydrated])
  return children
}

/**
 * Hydrates the server's markup of an island with its component; resolves
 * with its root once it is done. The island keeps what the visitor typed
 * before: React leaves uncontrolled fields as they are, and a text area's
 * text, which hydration puts back to its default, is restored in the same
 * commit.
 */
export function hydrateIsland<P extends object>(
  element: HTMLElement,
  Component: ComponentType<P>,
  props: P,
): Promise<Root> {
  const typed = readTypedText(element)
  const onCommit = () => restoreTypedText(typed)
  return new Promise<Root>((resolve) => {
    let root: Root | undefined
    const onHydrated = () => {
      if (root) resolve(root)
    }
    // as a transition (as React Router hydrates), the work yields to the
    // browser every few milliseconds instead of holding the main thread
    startTransition(() => {
      root = hydrateRoot(
        element,
        createElement(Hydrated, { onCommit, onHydrated }, createElement(Component, props)),
      )
    })
  })
}
