const base = 'http://this-site.invalid'

/**
 * A path on this site ("/inventory/x?y#z"), or null for anything else:
 * "//evil.example", "https://…", "x:.evil.example" and "/<tab>/evil.example"
 * (URL parsers drop the tab) alike. The answer is re-serialised by the URL
 * parser, so non-ASCII characters come out percent-encoded and it can go into
 * a header or after the site's origin in a link.
 */
export function sitePath(value: string | null | undefined): string | null {
  // whitespace and control characters are dropped or rewritten by parsers: never meant
  if (!value || !value.startsWith('/') || /[\s\p{Cc}\p{Cf}]/u.test(value)) return null
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  // "/.//evil.example" normalises to "//evil.example", which a browser reads as another host
  if (url.origin !== base || url.pathname.startsWith('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}
