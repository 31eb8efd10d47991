import { Globe, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'

import { business, emails, phones } from '#app/kernel/dealer/business.ts'

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold text-gray-900">{label}</p>
        <div className="mt-0.5 text-gray-700">{children}</div>
      </div>
    </li>
  )
}

const linkClass = 'font-medium text-brand-800 underline-offset-2 hover:underline'

/** The dealer's main address, phone, e-mail addresses and website. */
export function ContactDetailsCard() {
  const address = business.mainAddress
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 className="text-xl font-bold text-brand-900">Contact Information</h2>
      <ul className="mt-5 grid gap-5">
        <Row icon={<MapPin aria-hidden="true" className="size-4" />} label="Main Office">
          <address className="not-italic">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
        </Row>
        <Row icon={<Phone aria-hidden="true" className="size-4" />} label="Phone">
          <a className={linkClass} href={`tel:${phones.main.tel}`}>
            {phones.main.display}
          </a>
        </Row>
        <Row icon={<Mail aria-hidden="true" className="size-4" />} label="Email">
          <ul className="grid gap-1">
            {[emails.info, emails.sales].map((email) => (
              <li key={email}>
                <a className={`${linkClass} break-all`} href={`mailto:${email}`}>
                  {email}
                </a>
              </li>
            ))}
          </ul>
        </Row>
        <Row icon={<Globe aria-hidden="true" className="size-4" />} label="Website">
          <a className={linkClass} href={`https://${business.website}`}>
            {business.website}
          </a>
        </Row>
      </ul>
    </section>
  )
}
