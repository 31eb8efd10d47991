import type { MouseEvent } from 'react'
import { Link } from 'react-router'

import type { NavItem } from '#app/content/navigation.ts'
import { isNavActive } from '#app/lib/nav-active.ts'

/**
 * React Router navigates without reloading the document, so an open popover
 * would stay open on the new page unless the followed link closes it.
 */
function closeOwnPopover(event: MouseEvent<HTMLElement>) {
  event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover()
}

/** A link in one of the header's popover panels: marks the current page, closes its panel when followed. */
export function PopoverNavItem({
  item,
  pathname,
  className,
}: {
  item: NavItem
  pathname: string
  className: (active: boolean) => string
}) {
  const active = isNavActive(pathname, item.to)
  return (
    <li>
      <Link
        to={item.to}
        onClick={closeOwnPopover}
        aria-current={active ? 'page' : undefined}
        className={className(active)}
      >
        {item.label}
      </Link>
    </li>
  )
}
