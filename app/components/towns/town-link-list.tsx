import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { landingPath, type TownLink } from '#app/lib/town-paths.ts'

type TownLinkListProps = {
  towns: TownLink[]
  /** where each town links: its landing page unless told otherwise */
  to?: (town: TownLink) => string
  className: string
  linkClassName: string
  /** what a link shows: the town's name unless told otherwise */
  label?: (town: TownLink) => ReactNode
}

/** A list of towns, each linking to its own page: the one shape every town list on the site takes. */
export function TownLinkList({
  towns,
  to = landingPath,
  className,
  linkClassName,
  label = (town) => town.name,
}: TownLinkListProps) {
  return (
    <ul className={className}>
      {towns.map((town) => (
        <li key={town.slug}>
          <Link to={to(town)} className={linkClassName}>
            {label(town)}
          </Link>
        </li>
      ))}
    </ul>
  )
}
