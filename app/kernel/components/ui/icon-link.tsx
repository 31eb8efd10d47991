import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { cn } from '#app/kernel/cn.ts'

/** An underlined text link led by an icon, for "read more" links inside sections. */
export function IconLink({
  to,
  icon: Icon,
  className,
  children,
}: {
  to: string
  icon: LucideIcon
  className?: string
  children: ReactNode
}) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" /> {children}
    </Link>
  )
}
