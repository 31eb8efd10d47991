import { MessageSquare, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import type { PhoneNumber } from '#app/kernel/dealer/types.ts'

type CallToActionProps = {
  id: string
  title: string
  children: ReactNode
  phone: PhoneNumber
  /** where the message button goes, e.g. /contact?interest=service */
  contactTo?: string
  contactLabel?: string
}

/** A closing band with the two ways to reach us: a message and a call. */
export function CallToAction({
  id,
  title,
  children,
  phone,
  contactTo = '/contact',
  contactLabel = 'Contact Us',
}: CallToActionProps) {
  return (
    <section aria-labelledby={id} className="bg-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center">
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
        <div className="mt-3 text-lg text-gray-100">{children}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={contactTo} className={buttonClass('accent', 'lg')}>
            <MessageSquare aria-hidden="true" className="size-5" /> {contactLabel}
          </Link>
          <a href={`tel:${phone.tel}`} className={buttonClass('ghostLight', 'lg')}>
            <Phone aria-hidden="true" className="size-5" /> Call {phone.display}
          </a>
        </div>
      </div>
    </section>
  )
}
