import type { ReactNode } from 'react'

import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'

const container = 'mx-auto max-w-7xl px-4 py-12 sm:py-16'

type PageSectionProps = {
  /** the heading's id, which labels the section */
  id: string
  title: ReactNode
  /** the short introduction under the heading, if any */
  intro?: ReactNode
  /** a full-width tinted band; without one the section sits on the page's white */
  band?: 'bg-brand-50' | 'bg-gray-50'
  children: ReactNode
}

/** A section of the company pages (about, services, showroom): its heading, then its content. */
export function PageSection({ id, title, intro, band, children }: PageSectionProps) {
  const content = (
    <>
      <SectionHeading id={id} title={title}>
        {intro}
      </SectionHeading>
      {children}
    </>
  )
  return band ? (
    <section aria-labelledby={id} className={band}>
      <div className={container}>{content}</div>
    </section>
  ) : (
    <section aria-labelledby={id} className={container}>
      {content}
    </section>
  )
}
