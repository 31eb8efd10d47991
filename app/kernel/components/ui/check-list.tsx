import { Check } from 'lucide-react'

import { cn } from '#app/kernel/cn.ts'

/** A list of features or points, each behind a check mark. */
export function CheckList({
  items,
  className,
  large = false,
}: {
  items: readonly string[]
  /** the list's own layout (margins, gaps, text size) */
  className?: string
  large?: boolean
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check
            aria-hidden="true"
            className={cn('mt-0.5 shrink-0 text-brand-700', large ? 'size-5' : 'size-4')}
          />
          {item}
        </li>
      ))}
    </ul>
  )
}
