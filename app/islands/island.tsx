import type { ComponentType } from 'react'

import type { IslandName } from './registry'

/** Where an island's props travel: JSON in a data block, safe inside a script element. */
export function islandPropsJson(props: object): string {
  return JSON.stringify(props).replace(/</g, '\\u003c')
}

/**
 * A part of a page made interactive in the browser on its own, without React
 * Router: the server renders the component and writes its props beside it;
 * `app/islands/client.tsx` hydrates it from them, or hands the markup and
 * props to the island's DOM enhancer (no React). The props must be JSON.
 * A DOM enhancer may need less than the markup took: `browserProps`, when
 * given, is what the page carries (a React island needs its props whole).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  browserProps = props,
}: {
  name: IslandName
  component: ComponentType<P>
  props: P
  browserProps?: object
}) {
  return (
    <>
      <script
        type="application/json"
        data-island-props={name}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: islandPropsJson(browserProps) }}
      />
      <div data-island={name} style={{ display: 'contents' }}>
        <Component {...props} />
      </div>
    </>
  )
}
