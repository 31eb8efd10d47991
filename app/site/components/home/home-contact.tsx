import { CalendarCheck, Clock, Mail, Phone } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { hoursItems, TermList } from '#app/kernel/components/ui/term-list.tsx'
import { useHours } from '#app/kernel/components/ui/use-hours.ts'
import { emails, phones } from '#app/kernel/dealer/business.ts'
import { bookPath } from '#app/service/service-paths.ts'

import { HomeSection } from './home-section.tsx'

// Sales may share the main number: list each number once.
const salesTel: string = phones.sales.tel
const phoneRows =
  salesTel === phones.main.tel
    ? [
        { label: 'Main line & sales', phone: phones.main },
        { label: 'Service department', phone: phones.service },
      ]
    : [
        { label: 'Main line', phone: phones.main },
        { label: 'Sales', phone: phones.sales },
        { label: 'Service department', phone: phones.service },
      ]

const emailRows = [
  { label: 'General questions', email: emails.info },
  { label: 'Sales', email: emails.sales },
]

const cardClass = 'rounded-2xl bg-white/10 p-6 ring-1 ring-white/20'

/** How to reach the dealer: phones, showroom hours, e-mail, and the contact form. */
export function HomeContact() {
  const hours = useHours().showroom
  return (
    <HomeSection
      id="contact-heading"
      tone="dark"
      title="Talk to a golf cart expert"
      intro="Call, write or stop by. We answer questions about buying, renting, service and delivery."
    >
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        <div className={cardClass}>
          <h3 className="flex items-center gap-2 text-lg font-bold">
            <Phone aria-hidden="true" className="size-5 text-accent-400" /> Call us
          </h3>
          <ul className="mt-4 grid gap-3">
            {phoneRows.map((row) => (
              <li key={row.label}>
                <span className="block text-sm text-brand-50">{row.label}</span>
                <a href={`tel:${row.phone.tel}`} className="text-lg font-semibold hover:underline">
                  {row.phone.display}
                </a>
                {row.phone === phones.service && (
                  <Link to={bookPath} className={`${buttonClass('accent')} mt-2 w-full`}>
                    <CalendarCheck aria-hidden="true" className="size-5" /> Schedule Service
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div className={cardClass}>
          <h3 className="flex items-center gap-2 text-lg font-bold">
            <Clock aria-hidden="true" className="size-5 text-accent-400" /> {hours.label}
          </h3>
          <TermList look="hoursOnDark" className="mt-4 grid gap-2" items={hoursItems(hours.rows)} />
        </div>
        <div className={cardClass}>
          <h3 className="flex items-center gap-2 text-lg font-bold">
            <Mail aria-hidden="true" className="size-5 text-accent-400" /> Write to us
          </h3>
          <ul className="mt-4 grid gap-3">
            {emailRows.map((row) => (
              <li key={row.email}>
                <span className="block text-sm text-brand-50">{row.label}</span>
                <a href={`mailto:${row.email}`} className="font-semibold break-all hover:underline">
                  {row.email}
                </a>
              </li>
            ))}
          </ul>
          <Link to="/contact" className={`${buttonClass('accent')} mt-6 w-full`}>
            Send Us a Message
          </Link>
        </div>
      </div>
    </HomeSection>
  )
}
