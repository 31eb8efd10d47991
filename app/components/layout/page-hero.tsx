import type { ReactNode } from 'react'

import { cn } from '#app/lib/cn.ts'
import { heroImageFor } from '#app/lib/hero-image.ts'

type PageHeroProps = {
  /** key hashed to choose one of the eight hero scenes, e.g. the page path */
  pageKey: string
  title: ReactNode
  subtitle?: ReactNode
  eyebrow?: ReactNode
  /** buttons or links under the text */
  children?: ReactNode
  size?: 'lg' | 'md'
}

/** The banner at the top of each page: a scene chosen by the page key, darkened for legible text. */
export function PageHero({
  pageKey,
  title,
  subtitle,
  eyebrow,
  children,
  size = 'md',
}: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <img
        src={heroImageFor(pageKey)}
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-gray-950/85 via-gray-950/70 to-gray-950/40" />
      <div
        className={cn(
          'mx-auto max-w-7xl px-4',
          size === 'lg' ? 'py-24 sm:py-32' : 'py-16 sm:py-20',
        )}
      >
        {eyebrow && (
          <p className="mb-3 text-sm font-semibold tracking-wider text-accent-400 uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-5 max-w-2xl text-lg text-gray-100 sm:text-xl">{subtitle}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  )
}
