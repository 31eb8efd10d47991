import { Mail, MapPin, Phone } from 'lucide-react'

import { addressLine } from '#app/kernel/address.ts'
import { LinkList } from '#app/kernel/components/ui/link-list.tsx'
import { brandNamesText, business, emails, phones } from '#app/kernel/dealer/business.ts'
import type { HoursSet } from '#app/kernel/dealer/types.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { HoursToday } from '#app/site/components/company/hours-today.tsx'
import { TownGroups } from '#app/site/components/towns/town-link-list.tsx'
import { aboutNav, brandNav, mainNav } from '#app/site/content/navigation.ts'
import { policyGroups, policyLinks } from '#app/site/content/policies.ts'
import type { TownGroup } from '#app/site/town-paths.ts'

const headingClass = 'mb-3 text-sm font-semibold tracking-wider text-white uppercase'
const linkClass = 'text-gray-300 hover:text-white hover:underline'

/** `hours`: the showroom's, absent on an error page whose root loader failed. */
export function SiteFooter({ areas, hours }: { areas: TownGroup[]; hours?: HoursSet }) {
  const address = business.mainAddress
  return (
    <footer className="no-print bg-gray-950 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            {business.name}
          </h2>
          <p className="mb-4 text-sm leading-6">{business.description}</p>
          <ul className="grid gap-2 text-sm">
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{addressLine(address)}</span>
            </li>
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a className={linkClass} href={`tel:${phones.main.tel}`}>
                {phones.main.display}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a className={linkClass} href={`mailto:${emails.info}`}>
                {emails.info}
              </a>
            </li>
          </ul>
          {hours && (
            <>
              <p className="mt-4 text-sm">
                {hours.rows.map((row) => (
                  <span key={row.days} className="block">
                    {row.days}: {row.hours}
                  </span>
                ))}
              </p>
              <HoursToday hours={hours} className="mt-2 text-white" />
            </>
          )}
        </section>

        <nav aria-labelledby="footer-nav">
          <h2 id="footer-nav" className={headingClass}>
            Explore
          </h2>
          <LinkList
            links={[...mainNav, ...aboutNav, ...brandNav]}
            className="grid gap-2 text-sm"
            linkClassName={linkClass}
          />
        </nav>

        <nav aria-labelledby="footer-policies" className="sm:col-span-2 lg:col-span-2">
          <h2 id="footer-policies" className={headingClass}>
            Policies
          </h2>
          <div className="grid gap-6 sm:grid-cols-3">
            {policyGroups.map((group) => (
              <div key={group}>
                <h3 className="mb-2 text-xs font-semibold text-gray-400">{group}</h3>
                <LinkList
                  links={policyLinks(group)}
                  className="grid gap-2 text-sm"
                  linkClassName={linkClass}
                />
              </div>
            ))}
          </div>
        </nav>
      </div>

      <div className="border-t border-gray-800">
        <nav aria-labelledby="footer-areas" className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="footer-areas" className={headingClass}>
            Municipalities We Serve
          </h2>
          <TownGroups groups={areas} look="footer" className="grid gap-8 md:grid-cols-2" />
        </nav>
      </div>

      <div className="border-t border-gray-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-gray-400">
          © {calendarDay(new Date(), business.timeZone).slice(0, 4)} {business.legalName}. Prices
          are informational; no purchase is made on this site. {brandNamesText} are trademarks of
          their manufacturers.
        </p>
      </div>
    </footer>
  )
}
