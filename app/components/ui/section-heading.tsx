import type { ReactNode } from 'react'

import { cn } from '#app/lib/cn.ts'

const titleLooks = {
  brand: 'text-3xl font-bold text-brand-900',
  plain: 'text-3xl font-bold text-gray-900',
  onDark: 'text-3xl font-bold',
} as const

/**
 * A section's h2 (its id labels the section) and an optional short
 * introduction: the one way page sections open.
 */
export function SectionHeading({
  id,
  title,
  look = 'brand',
  className,
  children,
}: {
  id: string
  title: ReactNode
  look?: keyof typeof titleLooks
  className?: string
  /** the introduction, if any */
  children?: ReactNode
}) {
  return (
    <>
      <h2 id={id} className={cn(titleLooks[look], className)}>
        {title}
      </h2>
      {children && <p className="mt-2 max-w-3xl text-gray-700">{children}</p>}
    </>
  )
}
