import { type HeadersArgs, type MetaDescriptor, redirect } from 'react-router'

import { business } from '#app/kernel/dealer/business.ts'

/** The back office's URLs: its pages, their data requests (".data") and queries. */
export function isBackOfficePath(pathname: string): boolean {
  return /^\/admin(\/|$|\?|\.data)/.test(pathname)
}

/**
 * Every back-office response: never cached by a shared cache or kept by the
 * browser, never indexed.
 */
export const adminHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
}

/** The layouts' headers: ours, and a throttled action's Retry-After. */
export function adminLayoutHeaders({ actionHeaders, loaderHeaders }: HeadersArgs): Headers {
  const headers = new Headers(adminHeaders)
  const retryAfter = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}

/** A redirect of the back office, private and not indexed like its pages. */
export function adminRedirect(url: string, headers: HeadersInit = {}): Response {
  const merged = new Headers(headers)
  for (const [name, value] of Object.entries(adminHeaders)) merged.set(name, value)
  return redirect(url, { headers: merged })
}

/** One Set-Cookie header per cookie (an object could hold only one). */
export function setCookies(cookies: string[]): Array<[string, string]> {
  return cookies.map((cookie) => ['Set-Cookie', cookie])
}

/** The title of a back-office page (the document's layout adds the robots tag). */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${business.name} back office` }]
}

/** A text field of a posted form ('' when absent or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
