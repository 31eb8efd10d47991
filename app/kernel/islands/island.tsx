import type { ComponentType } from 'react'

import type { IslandName } from '#app/islands/registry.ts'

/** Where an island's props travel: JSON in a data block, safe inside a script element. */
export function islandPropsJson(props: object): string {
  return JSON.stringify(props).replace(/</g, '\\u003c')
}

/**
 * A part of a page made interactive in the browser on its own, without React
 * Router: the server renders the component, and writes beside it the props
 * its DOM enhancer needs (`browserProps`, JSON, often less than the markup
 * took); `app/islands/client.tsx` hands the markup and those props to it.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  browserProps,
}: {
  name: IslandName
  component: ComponentType<P>
  props: P
  browserProps: object
}) {
  return (
    <>
      <script
        type="application/json"
        data-island-props={name}
        dangerouslySetInnerHTML={{ __html: islandPropsJson(browserProps) }}
      />
      <div data-island={name} style={{ display: 'contents' }}>
        <Component {...props} />
      </div>
    </>
  )
}
