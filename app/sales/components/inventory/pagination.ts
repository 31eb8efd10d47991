// The links between pages of results, as HTML: the server writes it into the
// page and the live filters rewrite it, so both draw the same links.
import type { InventoryFilters } from '#app/sales/inventory-filters.ts'
import { pageQuery } from '#app/sales/inventory-pages.ts'

const linkClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-900 hover:border-brand-700'
const currentClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg bg-brand-800 px-3 text-sm font-semibold text-white'

function link(filters: InventoryFilters, page: number, text: string, label?: string): string {
  // a query is URL-encoded already: only & needs escaping in an attribute
  const href = `/inventory${pageQuery(filters, page)}`.replace(/&/g, '&amp;')
  const aria = label ? ` aria-label="${label}"` : ''
  return `<li><a href="${href}" data-page="${page}"${aria} class="${linkClass}">${text}</a></li>`
}

/** The pages' links: empty when every result fits on one page. */
export function paginationHtml(filters: InventoryFilters, page: number, pages: number): string {
  if (pages <= 1) return ''
  const items: string[] = []
  if (page > 1) items.push(link(filters, page - 1, 'Previous', 'Previous page'))
  for (let n = 1; n <= pages; n++) {
    items.push(
      n === page
        ? `<li><span aria-current="page" class="${currentClass}">${n}</span></li>`
        : link(filters, n, String(n), `Page ${n}`),
    )
  }
  if (page < pages) items.push(link(filters, page + 1, 'Next', 'Next page'))
  return `<p class="mb-3 text-sm text-gray-700">Page ${page} of ${pages}</p><ul class="flex flex-wrap gap-2">${items.join('')}</ul>`
}
