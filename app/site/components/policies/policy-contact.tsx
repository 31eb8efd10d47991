import { type LucideIcon, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { cn } from '#app/kernel/cn.ts'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { business, emails, phones } from '#app/kernel/dealer/business.ts'

const linkClass = 'font-medium text-brand-800 underline'

type DetailProps = {
  Icon: LucideIcon
  term: string
  children: ReactNode
  className?: string
  ddClassName?: string
}

/** One way to reach the dealer: its icon and name, then the number, address or area. */
function Detail({ Icon, term, children, className, ddClassName }: DetailProps) {
  return (
    <div className={className}>
      <dt className="flex items-center gap-2 text-sm font-semibold text-gray-900">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-800" />
        {term}
      </dt>
      <dd className={cn('pl-7', ddClassName)}>{children}</dd>
    </div>
  )
}

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
        <Detail Icon={Phone} term="Dealership phone">
          <a className={linkClass} href={`tel:${phones.main.tel}`}>
            {phones.main.display}
          </a>
        </Detail>
        <Detail Icon={Mail} term="E-mail" className="min-w-0" ddClassName="break-words">
          <a className={linkClass} href={`mailto:${emails.info}`}>
            {emails.info}
          </a>
        </Detail>
        <Detail
          Icon={MapPin}
          term="Service area"
          className="sm:col-span-2"
          ddClassName="text-gray-800"
        >
          {business.serviceAreaText}
        </Detail>
      </dl>
      <p className="no-print mt-5 text-sm text-gray-700">
        Prefer to write? Use our{' '}
        <Link to="/contact" className={linkClass}>
          contact form
        </Link>
        .
      </p>
    </section>
  )
}
