import { ChevronDown } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'

import { aboutNav } from '#app/content/navigation.ts'
import { cn } from '#app/lib/cn.ts'
import { isNavActive } from '#app/lib/nav-active.ts'

/** The header's About dropdown (Radix), loaded when the About button is first used. */
export default function AboutMenu({
  triggerClassName,
  defaultOpen = false,
  focusFirstItem = false,
}: {
  triggerClassName: string
  defaultOpen?: boolean
  focusFirstItem?: boolean
}) {
  const { pathname } = useLocation()
  const content = useRef<HTMLDivElement>(null)
  // opened from the keyboard before this code loaded: start on the first item,
  // as the menu does when the keyboard opens it later
  useEffect(() => {
    if (!focusFirstItem) return
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
    )
    return () => cancelAnimationFrame(frame)
  }, [focusFirstItem])
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={triggerClassName}>
        About <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border border-gray-200 bg-white p-1 shadow-lg"
        >
          {aboutNav.map((item) => {
            const active = isNavActive(pathname, item.to)
            return (
              <DropdownMenu.Item key={item.to} asChild>
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'block rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50',
                    active ? 'font-semibold text-brand-800' : 'text-gray-800',
                  )}
                >
                  {item.label}
                </Link>
              </DropdownMenu.Item>
            )
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
