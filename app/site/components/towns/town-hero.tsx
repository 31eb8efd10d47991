import type { ReactNode } from 'react'

import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import type { Town } from '#app/kernel/dealer/types.ts'
import { placeKind } from '#app/site/town-page.ts'

type TownHeroProps = {
  town: Pick<Town, 'name' | 'type' | 'county'>
  pageKey: string
  title: string
  subtitle: string
  /** the banner's buttons */
  children: ReactNode
  /** sm: compact on a phone, where the page's choices should show on the first screen */
  size?: 'lg' | 'sm'
}

/** The banner of a town's pages: its county and kind of place above the title. */
export function TownHero({ town, pageKey, title, subtitle, children, size = 'lg' }: TownHeroProps) {
  return (
    <PageHero
      pageKey={pageKey}
      size={size}
      eyebrow={`${town.county} County · ${placeKind(town)}`}
      title={title}
      subtitle={subtitle}
    >
      {children}
    </PageHero>
  )
}
