import type { ReactNode } from 'react'

const tones = {
  white: {
    section: 'bg-white py-16 sm:py-20',
    title: 'text-3xl font-bold text-gray-900 sm:text-4xl',
    intro: 'mt-4 max-w-3xl text-lg text-gray-700',
  },
  gray: {
    section: 'bg-gray-50 py-16 sm:py-20',
    title: 'text-3xl font-bold text-gray-900 sm:text-4xl',
    intro: 'mt-4 max-w-3xl text-lg text-gray-700',
  },
  dark: {
    section: 'bg-brand-900 py-16 text-white sm:py-20',
    title: 'text-3xl font-bold sm:text-4xl',
    intro: 'mt-4 max-w-3xl text-lg text-brand-50',
  },
} as const

type HomeSectionProps = {
  /** the heading's id, which labels the section */
  id: string
  title: ReactNode
  intro: ReactNode
  tone: keyof typeof tones
  children: ReactNode
}

/** A full-width band of the home page: its heading and introduction, then its content. */
export function HomeSection({ id, title, intro, tone, children }: HomeSectionProps) {
  const classes = tones[tone]
  return (
    <section aria-labelledby={id} className={classes.section}>
      <div className="mx-auto max-w-7xl px-4">
        <h2 id={id} className={classes.title}>
          {title}
        </h2>
        <p className={classes.intro}>{intro}</p>
        {children}
      </div>
    </section>
  )
}
