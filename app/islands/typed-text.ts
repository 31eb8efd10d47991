/** What the visitor has typed in an island's text areas, each with its text. */
export type TypedText = ReadonlyMap<HTMLTextAreaElement, string>

/**
 * Reads the island's text areas before React hydrates it. React's hydration
 * leaves inputs, checkboxes and selects as the visitor left them, but puts a
 * text area that has a default text (the contact message prefilled from a
 * cart's page) back to that text.
 */
export function readTypedText(root: HTMLElement): TypedText {
  return new Map(Array.from(root.querySelectorAll('textarea'), (area) => [area, area.value]))
}

/**
 * Once hydrated, gives back what hydration took: a text area now at its
 * default that held other text. One the visitor has typed in since is theirs.
 */
export function restoreTypedText(typed: TypedText) {
  for (const [area, text] of typed) {
    if (area.value !== text && area.value === area.defaultValue) area.value = text
  }
}
