import type { ReactNode } from 'react'

import { cn } from '#app/kernel/cn.ts'
import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { heroImageFor } from '#app/kernel/hero-image.ts'

type PageHeroProps = {
  /** key hashed to choose one of the eight hero scenes, e.g. the page path */
  pageKey: string
  title: ReactNode
  subtitle?: ReactNode
  eyebrow?: ReactNode
  /** buttons or links under the text */
  children?: ReactNode
  /** sm: a page whose first screen on a phone belongs to its choices (the rentals' plans, the reserve form) */
  size?: 'lg' | 'md' | 'sm'
}

const padding = { lg: 'py-24 sm:py-32', md: 'py-16 sm:py-20', sm: 'py-7 sm:py-20' } as const

/** A compact hero's button: the form's size on a phone, the hero's large one above. */
export const heroButtonClass = (variant: Parameters<typeof buttonClass>[0]) =>
  cn(buttonClass(variant, 'md'), 'sm:h-13 sm:px-7 sm:text-lg')

/** The banner at the top of each page: a scene chosen by the page key, darkened for legible text. */
export function PageHero({
  pageKey,
  title,
  subtitle,
  eyebrow,
  children,
  size = 'md',
}: PageHeroProps) {
  const compact = size === 'sm'
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
      <div className={cn('mx-auto max-w-7xl px-4', padding[size])}>
        {eyebrow && (
          <p
            className={cn(
              'text-sm font-semibold tracking-wider text-accent-400 uppercase',
              compact ? 'mb-2 sm:mb-3' : 'mb-3',
            )}
          >
            {eyebrow}
          </p>
        )}
        <h1
          className={cn(
            'max-w-3xl font-extrabold tracking-tight sm:text-5xl',
            compact ? 'text-3xl' : 'text-4xl',
          )}
        >
          {title}
        </h1>
        {subtitle && (
          <p
            className={cn(
              'max-w-2xl text-gray-100 sm:mt-5 sm:text-xl',
              compact ? 'mt-2 text-base' : 'mt-5 text-lg',
            )}
          >
            {subtitle}
          </p>
        )}
        {children && (
          <div className={cn('flex flex-wrap gap-3 sm:mt-8', compact ? 'mt-4' : 'mt-8')}>
            {children}
          </div>
        )}
      </div>
    </section>
  )
}
