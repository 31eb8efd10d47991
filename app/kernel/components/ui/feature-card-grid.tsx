import type { LucideIcon } from 'lucide-react'

import { cn } from '#app/kernel/cn.ts'

export type FeatureCard = { icon: LucideIcon; title: string; text: string }

/** The two looks in use: white cards on a tinted section, or tinted cards on a white one. */
const tones = {
  'on-tint': {
    card: 'rounded-xl bg-white p-6 shadow-sm',
    badge: 'inline-flex size-12 items-center justify-center rounded-full bg-brand-100',
    icon: 'size-6 text-brand-800',
    title: 'mt-4 text-xl font-bold text-gray-900',
    text: 'mt-2 text-gray-700',
  },
  'on-white': {
    card: 'rounded-xl border border-gray-200 bg-brand-50/40 p-6',
    badge: 'flex size-12 items-center justify-center rounded-full bg-brand-800 text-white',
    icon: 'size-6',
    title: 'mt-4 text-lg font-bold text-gray-900',
    text: 'mt-2 leading-7 text-gray-700',
  },
} as const

/** A responsive grid of cards, each an icon in a round badge, an h3 title and a short text. */
export function FeatureCardGrid({
  cards,
  tone,
  className,
}: {
  cards: readonly FeatureCard[]
  tone: keyof typeof tones
  className?: string
}) {
  const classes = tones[tone]
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className={classes.card}>
          <span className={classes.badge}>
            <Icon aria-hidden="true" className={classes.icon} />
          </span>
          <h3 className={classes.title}>{title}</h3>
          <p className={classes.text}>{text}</p>
        </li>
      ))}
    </ul>
  )
}
