/**
 * A phone number as its digits, the way the contact and reservation forms'
 * numbers are compared: separators and a leading US country code 1 dropped,
 * so "(570) 555-0123", "570.555.0123" and "+1 570 555 0123" are one number.
 */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

// A customer's phone is free text (at least 10 characters): a North American
// number written with separators only reads and dials as the dealer's own do;
// an extension, a foreign number or a note is shown as typed.
const separatorsOnly = /^\+?[\d\s().-]+$/

/** A customer's number as staff read and dial it: `display` for the eye, `tel` for a link. */
export function customerPhone(typed: string): { display: string; tel: string } {
  const text = typed.trim()
  const digits = phoneDigits(text)
  if (separatorsOnly.test(text) && digits.length === 10) {
    const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)]
    return { display: `(${area}) ${exchange}-${line}`, tel: `+1${digits}` }
  }
  // dial what can be dialled: the digits and a leading plus, up to any extension
  const number = text.split(/\s*(?:ext\.?|x|#)\s*\d*$/i)[0] ?? text
  return { display: text, tel: number.replace(/(?!^\+)[^\d]/g, '') }
}
