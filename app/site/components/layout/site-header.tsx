import { ChevronDown } from 'lucide-react'
import { Link, useLocation } from 'react-router'

import { cn } from '#app/kernel/cn.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { aboutNav, mainNav } from '#app/site/content/navigation.ts'
import { isNavActive } from '#app/site/nav-active.ts'

import logoSvg from '../../../../public/images/logo.svg?raw'
import { CallNowButton } from './call-now-button.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { PopoverNavItem } from './popover-nav-item.tsx'

const linkClass = (active: boolean) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    active ? 'bg-brand-800 text-white' : 'text-gray-800 hover:bg-brand-50 hover:text-brand-900',
  )

const aboutPanelId = 'about-menu'

/**
 * The About links behind a button (a disclosure, not an ARIA menu). The
 * browser's Popover API opens it, closes it on Escape or a click elsewhere
 * and puts it next in the tab order, so it needs no JavaScript. The panel's
 * place under the button is set in app.css.
 */
function AboutMenu({ pathname }: { pathname: string }) {
  const aboutActive = aboutNav.some((item) => isNavActive(pathname, item.to))
  return (
    <>
      <button
        type="button"
        popoverTarget={aboutPanelId}
        className={cn(linkClass(aboutActive), 'about-menu-button inline-flex items-center gap-1')}
      >
        About <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <div
        id={aboutPanelId}
        popover="auto"
        className="about-menu m-0 min-w-52 rounded-lg border border-gray-200 bg-white p-1 shadow-lg"
      >
        <ul>
          {aboutNav.map((item) => (
            <PopoverNavItem
              key={item.to}
              item={item}
              pathname={pathname}
              className={(active) =>
                cn(
                  'block rounded-md px-3 py-2 text-sm -outline-offset-2 hover:bg-brand-50 focus-visible:bg-brand-50',
                  active ? 'font-semibold text-brand-800' : 'text-gray-800',
                )
              }
            />
          ))}
        </ul>
      </div>
    </>
  )
}

/**
 * The logo drawn in the page rather than fetched: one request fewer on every
 * first visit, so the page's largest image has the connection to itself.
 * Decorative here (the link is labelled), so its title is left out.
 */
const logoMark = logoSvg
  .replace(/<title[^>]*>[^<]*<\/title>\s*/, '')
  .replace(' role="img" aria-labelledby="t"', ' aria-hidden="true" focusable="false"')
  .replace('width="64" height="64"', 'width="44" height="44"')

/**
 * The home link, named by the dealer's name it shows, then where it goes
 * (WCAG 2.5.3: a spoken command of the visible words finds it).
 */
export function SiteLogo() {
  return (
    <Link to="/" className="flex items-center gap-3" aria-label={`${business.name}, home`}>
      <span
        className="size-11 shrink-0 [&>svg]:block"
        dangerouslySetInnerHTML={{ __html: logoMark }}
      />
      {/* A space between the two lines (a flex container does not render it): without it,
          every tool that joins text nodes (axe, Lighthouse, search engines) reads
          "ElectricGolf", and the link's name would not start with its visible text. */}
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-extrabold text-brand-900">{business.nameLines[0]}</span>{' '}
        <span className="text-sm font-semibold text-accent-700">{business.nameLines[1]}</span>
      </span>
    </Link>
  )
}

export function SiteHeader() {
  const { pathname } = useLocation()
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
          <AboutMenu pathname={pathname} />
        </nav>
        <div className="flex items-center gap-2">
          <CallNowButton className="hidden sm:inline-flex" />
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
