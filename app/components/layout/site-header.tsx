import { ChevronDown } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'

import { useFirstUse } from '#app/components/ui/use-first-use.ts'
import { business } from '#app/content/business.ts'
import { aboutNav, mainNav } from '#app/content/navigation.ts'
import { cn } from '#app/lib/cn.ts'
import { isNavActive } from '#app/lib/nav-active.ts'

import { CallNowButton } from './call-now-button.tsx'
import { MobileMenu } from './mobile-menu.tsx'

const linkClass = (active: boolean) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    active ? 'bg-brand-800 text-white' : 'text-gray-800 hover:bg-brand-50 hover:text-brand-900',
  )

const loadAboutMenu = () => import('./about-menu.tsx')
const AboutMenu = lazy(loadAboutMenu)

/**
 * The About dropdown's button. The menu's code (Radix) is fetched when the
 * button is first used, so pages where nobody opens it do not load it.
 */
function AboutButton({ className }: { className: string }) {
  // Radix also opens its menu on Enter, Space and the down arrow
  const { used, byKeyboard, triggerProps } = useFirstUse(loadAboutMenu, ['ArrowDown'])
  const plain = (
    <button
      type="button"
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      {...triggerProps}
    >
      About <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  )
  if (!used) return plain
  return (
    <Suspense fallback={plain}>
      <AboutMenu triggerClassName={className} defaultOpen focusFirstItem={byKeyboard} />
    </Suspense>
  )
}

export function SiteLogo() {
  return (
    <Link to="/" className="flex items-center gap-3" aria-label={`${business.name}, home`}>
      <img src="/images/logo.svg" alt="" width={44} height={44} className="size-11" />
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-extrabold text-brand-900">{business.nameLines[0]}</span>
        <span className="text-sm font-semibold text-accent-700">{business.nameLines[1]}</span>
      </span>
    </Link>
  )
}

export function SiteHeader() {
  const { pathname } = useLocation()
  const aboutActive = aboutNav.some((item) => isNavActive(pathname, item.to))
  return (
    <header className="no-print sticky top-0 z-50 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4">
        <SiteLogo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {mainNav.map((item) => {
            const active = isNavActive(pathname, item.to)
            return (
              <Link
                key={item.to}
                to={item.to}
                className={linkClass(active)}
                aria-current={active ? 'page' : undefined}
              >
                {item.label}
              </Link>
            )
          })}
          <AboutButton className={cn(linkClass(aboutActive), 'inline-flex items-center gap-1')} />
        </nav>
        <div className="flex items-center gap-2">
          <CallNowButton className="hidden sm:inline-flex" />
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
