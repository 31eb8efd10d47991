import { describe, expect, it } from 'vitest'

import { escapeHtml, escapeXml, headerText, withoutControls } from './escape'

describe('escaping', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jo'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jo&#39;&lt;/a&gt;',
    )
  })

  it('escapes XML specials and drops characters XML 1.0 cannot hold', () => {
    expect(escapeXml(`<script>"a" & 'b'</script>`)).toBe(
      '&lt;script&gt;&quot;a&quot; &amp; &apos;b&apos;&lt;/script&gt;',
    )
    expect(escapeXml('bell\u0007 nul\u0000 tab\t line\n')).toBe('bell nul tab\t line\n')
    expect(escapeXml('lone \uD800 surrogate, pair \uD83D\uDE00')).toBe(
      'lone  surrogate, pair \uD83D\uDE00',
    )
  })

  it('keeps a header on one short line', () => {
    expect(headerText('Dana\r\nBcc: victim@example.com')).toBe('Dana Bcc: victim@example.com')
    expect(headerText('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`)
  })

  it('removes terminal escape sequences, keeping line breaks on request', () => {
    expect(withoutControls('\u001b[31mred\u001b[0m\nnext')).toBe(' [31mred [0m next')
    expect(withoutControls('a\nb\rc', true)).toBe('a\nb c')
  })
})
