import { type ReactNode, useId } from 'react'

/** A part of a back-office page, named for screen readers by its heading. */
export function AdminSection({
  title,
  className,
  children,
}: {
  title: ReactNode
  className?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
