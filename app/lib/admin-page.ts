import type { MetaDescriptor } from 'react-router'
import { business } from '#app/content/business.ts'

/**
 * Every back-office response: never cached by a shared cache or kept by the
 * browser, never indexed.
 */
export const adminHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
}

/** The title and the robots tag of a back-office page. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${business.name} back office` },
    { name: 'robots', content: 'noindex' },
  ]
}

/** A text field of a posted form ('' when absent or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
