import { Mail, MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'

import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { business, emails, phones } from '#app/content/business.ts'

const termClass = 'flex items-center gap-2 text-sm font-semibold text-gray-900'
const iconClass = 'size-5 shrink-0 text-brand-800'

/** The contact block under every policy: one identity, from content/business.ts. */
export function PolicyContact({ title }: { title: string }) {
  return (
    <section
      aria-labelledby="policy-contact"
      className="mt-12 rounded-xl border border-brand-100 bg-brand-50 p-6 print:border-gray-400 print:bg-white"
    >
      <SectionHeading id="policy-contact" title={<>Questions about our {title}?</>} look="small" />
      <p className="mt-2 text-gray-700">
        Call or write to {business.name}. We are glad to explain any part of this policy before you
        buy, rent or book.
      </p>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className={termClass}>
            <Phone aria-hidden="true" className={iconClass} />
            Dealership phone
          </dt>
          <dd className="pl-7">
            <a className="font-medium text-brand-800 underline" href={`tel:${phones.main.tel}`}>
              {phones.main.display}
            </a>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={termClass}>
            <Mail aria-hidden="true" className={iconClass} />
            E-mail
          </dt>
          <dd className="pl-7 break-words">
            <a className="font-medium text-brand-800 underline" href={`mailto:${emails.info}`}>
              {emails.info}
            </a>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className={termClass}>
            <MapPin aria-hidden="true" className={iconClass} />
            Service area
          </dt>
          <dd className="pl-7 text-gray-800">{business.serviceAreaText}</dd>
        </div>
      </dl>
      <p className="no-print mt-5 text-sm text-gray-700">
        Prefer to write? Use our{' '}
        <Link to="/contact" className="font-medium text-brand-800 underline">
          contact form
        </Link>
        .
      </p>
    </section>
  )
}
