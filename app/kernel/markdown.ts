import { Marked, type Tokens } from 'marked'

/**
 * Markdown for the dealer's long texts (policies). Used on the server only:
 * pages receive the finished HTML, so no Markdown parser ships to the browser.
 */

export type FrontMatter = Record<string, string>

/** Splits `---`-fenced `key: value` lines from the Markdown body that follows them. */
export function splitFrontMatter(source: string): { data: FrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source)
  if (!match) return { data: {}, body: source }
  const data: FrontMatter = {}
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    data[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return { data, body: source.slice(match[0].length) }
}

/**
 * Replaces `{{name}}` with values[name]. An unknown name throws, so a typo in
 * a text file fails the build or the test run instead of reaching a visitor.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (_whole, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}}`)
    return value
  })
}

/** "Children's privacy" -> "childrens-privacy": a stable id for a section heading. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export type Heading = { id: string; text: string }

export type RenderedMarkdown = {
  html: string
  /** the second-level headings, in order, with the ids given to them */
  headings: Heading[]
}

export type RenderOptions = {
  /** rewrites a link target, e.g. an alias path to its canonical path */
  resolveHref?: (href: string) => string
}

/** Heading text without Markdown marks: links keep their words, emphasis marks go. */
function plainText(markdown: string): string {
  return markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '')
}

/**
 * Puts each table in a box that scrolls sideways when the table is wider than
 * the screen. The box is a named, focusable region so keyboard users can
 * scroll it too; it is named after the heading above the table.
 */
function wrapTables(html: string): string {
  let heading: string | undefined
  return html
    .replace(/<h[23] id="[^"]*">([\s\S]*?)<\/h[23]>|<table>/g, (match, headingHtml?: string) => {
      if (headingHtml !== undefined) {
        heading = headingHtml.replace(/<[^>]+>/g, '').replace(/"/g, '&quot;')
        return match
      }
      const label = heading ? `${heading} (table)` : 'Table'
      return `<div class="table-scroll" role="region" aria-label="${label}" tabindex="0"><table>`
    })
    .replace(/<\/table>/g, '</table></div>')
}

/**
 * Markdown to HTML (GitHub-flavoured: tables, autolinked e-mail addresses).
 * Section headings get ids so they can be linked; tables get a wrapper that
 * scrolls sideways on narrow screens instead of widening the page.
 */
export function renderMarkdown(markdown: string, options: RenderOptions = {}): RenderedMarkdown {
  const headings: Heading[] = []
  const used = new Set<string>()
  const marked = new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type === 'link' && options.resolveHref) {
        const link = token as Tokens.Link
        link.href = options.resolveHref(link.href)
      }
    },
    renderer: {
      heading({ tokens, depth, text }) {
        const inner = this.parser.parseInline(tokens)
        const base = slugify(plainText(text)) || 'section'
        let id = base
        for (let n = 2; used.has(id); n++) id = `${base}-${n}`
        used.add(id)
        if (depth === 2) headings.push({ id, text: plainText(text) })
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`
      },
    },
    hooks: { postprocess: wrapTables },
  })
  const html = marked.parse(markdown, { async: false })
  return { html, headings }
}
