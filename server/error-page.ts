import { business, phones } from '#app/kernel/dealer/business.ts'

/** Escapes text for HTML element content and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
}

/**
 * The site's plain error page, for answers given before React renders
 * (refused requests, rate limits, a failed render). Self-contained: no script,
 * inline styles only, so it shows whatever else is broken.
 */
export function errorPageHtml(title: string, message: string): string {
  const t = escapeHtml(title)
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${t} | ${escapeHtml(business.name)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; color: #111827;">
<header><a href="/" style="color: #166534; font-weight: 700; text-decoration: none;">${escapeHtml(business.name)}</a></header>
<main id="main"><h1>${t}</h1><p>${escapeHtml(message)}</p>
<p><a href="/">Go to the home page</a> or call <a href="tel:${phones.main.tel}">${phones.main.display}</a>.</p></main>
</body></html>`
}
