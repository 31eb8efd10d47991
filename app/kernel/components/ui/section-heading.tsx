import type { ReactNode } from 'react'

import { cn } from '#app/kernel/cn.ts'

const titleLooks = {
  brand: 'text-3xl font-bold text-brand-900',
  plain: 'text-3xl font-bold text-gray-900',
  onDark: 'text-3xl font-bold',
  card: 'text-2xl font-bold text-brand-900',
  cardPlain: 'text-2xl font-bold text-gray-900',
  cardOnDark: 'text-2xl font-bold sm:text-3xl',
  small: 'text-xl font-bold text-brand-900',
} as const

/**
 * A section's heading (its id labels the section) and an optional short
 * introduction: the one way page sections open.
 */
export function SectionHeading({
  id,
  title,
  look = 'brand',
  level: Heading = 'h2',
  className,
  children,
}: {
  id: string
  title: ReactNode
  look?: keyof typeof titleLooks
  level?: 'h2' | 'h3'
  className?: string
  /** the introduction, if any */
  children?: ReactNode
}) {
  return (
    <>
      <Heading id={id} className={cn(titleLooks[look], className)}>
        {title}
      </Heading>
      {children && <p className="mt-2 max-w-3xl text-gray-700">{children}</p>}
    </>
  )
}
