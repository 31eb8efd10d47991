import { Globe, type LucideIcon, Navigation, Phone, SquarePlay, Star, ThumbsUp } from 'lucide-react'
import type { ReactNode } from 'react'

import { addressLine } from '#app/kernel/address.ts'
import { cn } from '#app/kernel/cn.ts'
import type { HoursSet, Location } from '#app/kernel/dealer/types.ts'

import { AddressAndPhone } from './address-and-phone'
import { HoursToday } from './hours-today.tsx'

/** One line of the address, for a Directions link and display. */
export function locationAddress(location: Location): string | undefined {
  if (!location.street) return undefined
  return addressLine(location)
}

function directionsUrl(address: string): string {
  const url = new URL('https://www.google.com/maps/dir/')
  url.searchParams.set('api', '1')
  url.searchParams.set('destination', address)
  return url.toString()
}

function ExternalAction({
  href,
  icon,
  children,
  place,
}: {
  href: string
  icon: ReactNode
  children: ReactNode
  place: string
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 hover:underline"
    >
      {icon}
      {children}
      <span className="sr-only"> for {place} (opens in a new tab)</span>
    </a>
  )
}

/** The location's outbound links, in display order; Facebook only where it has a page. */
function externalLinks(location: Location): { label: string; href: string; Icon: LucideIcon }[] {
  const links = [
    { label: 'Website', href: location.websiteUrl, Icon: Globe },
    { label: 'Facebook', href: location.facebookUrl, Icon: ThumbsUp },
    { label: 'YouTube', href: location.youtubeUrl, Icon: SquarePlay },
    { label: 'Reviews', href: location.reviewUrl, Icon: Star },
  ]
  return links.filter((link): link is (typeof links)[number] & { href: string } =>
    Boolean(link.href),
  )
}

/** A showroom (or the online sales desk) with its address, phone, hours and every outbound link. */
export function LocationCard({ location, hours }: { location: Location; hours: HoursSet }) {
  const address = locationAddress(location)
  const iconClass = 'size-4 shrink-0'
  return (
    <article className="flex w-full flex-col rounded-xl border border-gray-200 bg-white shadow-sm">
      <div className="flex-1 border-b border-gray-100 p-6">
        <p
          className={cn(
            'mb-2 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
            location.type === 'physical'
              ? 'bg-brand-100 text-brand-900'
              : 'bg-accent-400 text-gray-950',
          )}
        >
          {location.type === 'physical' ? 'Showroom' : 'Online'}
        </p>
        <h3 className="text-xl font-bold text-brand-900">{location.name}</h3>
        <AddressAndPhone
          location={location}
          address={address ?? `Online sales and delivery across ${location.city}`}
        />
      </div>
      <div className="p-6">
        <h4 className="text-sm font-semibold text-gray-900">{hours.label}</h4>
        <ul className="mt-2 grid gap-1 text-sm text-gray-700">
          {hours.rows.map((row) => (
            <li key={row.days} className="flex justify-between gap-3">
              <span>{row.days}</span>
              <span>{row.hours}</span>
            </li>
          ))}
        </ul>
        <HoursToday hours={hours} className="mt-3 text-gray-900" />
      </div>
      <div className="grid gap-3 border-t border-gray-100 p-6">
        <div className="flex flex-wrap gap-2">
          {address && (
            <a
              href={directionsUrl(address)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-800 px-4 text-sm font-semibold text-white hover:bg-brand-900"
            >
              <Navigation aria-hidden="true" className={iconClass} /> Directions
              <span className="sr-only"> to {location.name} (opens in a new tab)</span>
            </a>
          )}
          <a
            href={`tel:${location.phone.tel}`}
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-accent-500 px-4 text-sm font-semibold text-gray-950 hover:bg-accent-400"
          >
            <Phone aria-hidden="true" className={iconClass} /> Call Now
            <span className="sr-only">
              : {location.name}, {location.phone.display}
            </span>
          </a>
        </div>
        <div className="-mx-2 flex flex-wrap">
          {externalLinks(location).map(({ label, href, Icon }) => (
            <ExternalAction
              key={label}
              href={href}
              icon={<Icon aria-hidden="true" className={iconClass} />}
              place={location.name}
            >
              {label}
            </ExternalAction>
          ))}
        </div>
      </div>
    </article>
  )
}
