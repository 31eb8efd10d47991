import { Menu } from 'lucide-react'
import { lazy, Suspense } from 'react'

import { useFirstUse } from '#app/components/ui/use-first-use.ts'

import { mobileMenuTrigger } from './mobile-menu-trigger.ts'

const loadPanel = () => import('./mobile-menu-panel.tsx')
const MobileMenuPanel = lazy(loadPanel)

/**
 * The small-screen menu button. The dialog's code (Radix) is fetched when the
 * button is first used, so pages that never open the menu do not load it.
 */
export function MobileMenu() {
  const { used, triggerProps } = useFirstUse(loadPanel)
  const plain = (
    <button type="button" {...mobileMenuTrigger} {...triggerProps} aria-haspopup="dialog">
      <Menu aria-hidden="true" className="size-6" />
    </button>
  )
  if (!used) return plain
  return (
    <Suspense fallback={plain}>
      <MobileMenuPanel defaultOpen />
    </Suspense>
  )
}
