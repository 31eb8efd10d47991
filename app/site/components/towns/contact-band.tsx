import { Clock, Phone, Store } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { hoursItems, TermList } from '#app/kernel/components/ui/term-list.tsx'
import { useHours } from '#app/kernel/components/ui/use-hours.ts'
import { phones } from '#app/kernel/dealer/business.ts'

type ContactBandProps = {
  id: string
  title: string
  text: ReactNode
  /** further links beside the call button */
  children?: ReactNode
  /** ends with a link to the showrooms (town pages) */
  showrooms?: boolean
}

/** Closing band: the main phone number and the delivery and rental hours the town pages promise. */
export function ContactBand({ id, title, text, children, showrooms = false }: ContactBandProps) {
  const delivery = useHours().delivery
  return (
    <section aria-labelledby={id} className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-[3fr_2fr]">
        <div>
          <h2 id={id} className="text-3xl font-bold">
            {title}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">{text}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={`tel:${phones.main.tel}`}
              className="inline-flex h-12 items-center gap-2 rounded-lg bg-accent-500 px-6 text-lg font-bold text-gray-950 hover:bg-accent-400"
            >
              <Phone aria-hidden="true" className="size-5" /> Call {phones.main.display}
            </a>
            {children}
            {showrooms && (
              <Link to="/showroom" className={buttonClass('ghostLight', 'lg')}>
                <Store aria-hidden="true" className="size-5" /> Our Showrooms
              </Link>
            )}
          </div>
        </div>
        <div className="rounded-2xl bg-white/10 p-6">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <Clock aria-hidden="true" className="size-5 text-accent-400" /> {delivery.label}
          </h3>
          <TermList
            look="hoursOnDark"
            className="mt-3 grid gap-2"
            items={hoursItems(delivery.rows)}
          />
        </div>
      </div>
    </section>
  )
}
