import { Phone } from 'lucide-react'

import { cn } from '#app/kernel/cn.ts'
import { phones } from '#app/kernel/dealer/business.ts'

export function CallNowButton({ className }: { className?: string }) {
  return (
    <a
      href={`tel:${phones.main.tel}`}
      className={cn(
        'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-accent-500 px-4 font-semibold text-gray-950 hover:bg-accent-400',
        className,
      )}
    >
      <Phone aria-hidden="true" className="size-4" />
      <span>Call Now</span>
      <span className="sr-only">: {phones.main.display}</span>
    </a>
  )
}
