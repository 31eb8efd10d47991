import type { NavItem } from '#app/site/content/navigation.ts'
import { isNavActive } from '#app/site/nav-active.ts'

/** A link in one of the header's popover panels, marking the current page. */
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
      <a href={item.to} aria-current={active ? 'page' : undefined} className={className(active)}>
        {item.label}
      </a>
    </li>
  )
}
