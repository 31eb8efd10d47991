import { MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { landingPath, rentalPath, type TownGroup, type TownLink } from '#app/site/town-paths.ts'

type Look = {
  group?: string
  heading: string
  description?: string
  list: string
  link: string
  label?: (town: TownLink) => ReactNode
  to?: (town: TownLink) => string
}

/** Every way the site lists towns, in one table: the showroom tiles, the home grid, the footer... */
const looks = {
  tiles: {
    heading: 'text-xl font-bold text-gray-900',
    description: 'mt-1 max-w-3xl text-sm text-gray-700',
    list: 'mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5',
    link: 'block rounded-lg border border-gray-200 px-3 py-2 text-sm font-medium text-brand-800 hover:border-brand-700 hover:bg-brand-50',
    label: (town) => (
      <>
        {town.name}
        <span className="block text-xs font-normal text-gray-600">{town.type}</span>
      </>
    ),
  },
  pins: {
    heading: 'text-xl font-bold text-brand-900',
    description: 'mt-2 text-gray-700',
    list: 'mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2',
    link: 'flex items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-gray-900 hover:border-brand-700 hover:bg-brand-50',
    label: (town) => (
      <>
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <span>{town.name}</span>
      </>
    ),
  },
  rentalPills: {
    heading: 'font-semibold text-gray-900',
    list: 'mt-3 flex flex-wrap gap-2',
    link: 'inline-block rounded-full border border-brand-700 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50',
    label: (town) => (
      <>
        {town.name}
        <span className="sr-only"> golf cart rentals</span>
      </>
    ),
    to: rentalPath,
  },
  regionCards: {
    group: 'rounded-xl border border-gray-200 bg-white p-6 shadow-sm',
    heading: 'text-lg font-bold text-brand-900',
    description: 'mt-1 text-sm text-gray-700',
    list: 'mt-4 grid gap-1.5',
    link: 'font-medium text-brand-800 hover:underline',
  },
  inline: {
    heading: 'text-lg font-bold text-gray-900',
    description: 'mt-1 text-sm text-gray-700',
    list: 'mt-3 flex flex-wrap gap-x-3 gap-y-1.5 text-sm',
    link: 'font-medium text-brand-800 hover:underline',
  },
  footer: {
    heading: 'mb-2 text-sm font-semibold text-gray-200',
    list: 'flex flex-wrap gap-x-4 gap-y-2 text-sm',
    link: 'text-gray-300 hover:text-white hover:underline',
  },
} satisfies Record<string, Look>

/**
 * Towns grouped by area (or region): each group's name, its description
 * and its towns, each linking to its own page.
 */
export function TownGroups({
  groups,
  look,
  className,
  heading = (group) => group.name,
}: {
  groups: TownGroup[]
  look: keyof typeof looks
  className: string
  heading?: (group: TownGroup) => ReactNode
}) {
  const style: Look = looks[look]
  const Group = style.group ? 'li' : 'div'
  const groupsList = groups.map((group) => (
    <Group key={group.id} className={style.group}>
      <h3 className={style.heading}>{heading(group)}</h3>
      {style.description && <p className={style.description}>{group.description}</p>}
      <ul className={style.list}>
        {group.towns.map((town) => (
          <li key={town.slug}>
            <Link to={(style.to ?? landingPath)(town)} className={style.link}>
              {style.label?.(town) ?? town.name}
            </Link>
          </li>
        ))}
      </ul>
    </Group>
  ))
  return style.group ? (
    <ul className={className}>{groupsList}</ul>
  ) : (
    <div className={className}>{groupsList}</div>
  )
}
