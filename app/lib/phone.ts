// A customer's phone is free text (at least 10 characters): a North American
// number written any usual way reads and dials as the dealer's own do; an
// extension, a foreign number or a note is shown as typed.
const northAmerican = /^\+?1?[\s.-]*\(?(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})$/

/** A customer's number as staff read and dial it: `display` for the eye, `tel` for a link. */
export function customerPhone(typed: string): { display: string; tel: string } {
  const text = typed.trim()
  const match = northAmerican.exec(text)
  if (match) {
    const [, area, exchange, line] = match
    return { display: `(${area}) ${exchange}-${line}`, tel: `+1${area}${exchange}${line}` }
  }
  // dial what can be dialled: the digits and a leading plus, up to any extension
  const number = text.split(/\s*(?:ext\.?|x|#)\s*\d*$/i)[0] ?? text
  return { display: text, tel: number.replace(/(?!^\+)[^\d]/g, '') }
}
