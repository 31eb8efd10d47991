/**
 * An island: it wires the markup the server rendered (listeners, attributes,
 * moved nodes) from the props the page carries, with no React in the browser.
 */
export type DomIsland<P> = { enhance(root: HTMLElement, props: P): void | Promise<void> }

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props; the page's JSON gives them
type AnyProps = any

/** An island's module: its default export is the island's DOM enhancer. */
export type IslandModule = { default: DomIsland<AnyProps> }
