import type { ReactNode } from 'react'
import { Link } from 'react-router'

export type LinkItem = { to: string; label: ReactNode }

/** A plain list of site links, each item one link. */
export function LinkList({
  links,
  className,
  linkClassName,
  before,
}: {
  links: LinkItem[]
  className?: string
  linkClassName?: string
  /** shown before every label (an icon) */
  before?: ReactNode
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {before}
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
