import type { ComponentProps } from 'react'

import { cn } from '#app/kernel/cn.ts'

const variants = {
  primary: 'bg-brand-800 text-white hover:bg-brand-900',
  accent: 'bg-accent-500 text-gray-950 hover:bg-accent-400',
  outline: 'border-2 border-brand-800 text-brand-800 bg-white hover:bg-brand-50',
  ghostLight: 'border-2 border-white text-white hover:bg-white/15',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
} as const

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
} as const

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
}

export function buttonClass(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
  )
}

/**
 * A button in the site's styles (a link styled as one takes buttonClass). It
 * imports nothing from Radix, so an island with a button does not load Radix.
 */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <button className={cn(buttonClass(variant, size), className)} {...props} />
}
