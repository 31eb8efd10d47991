import type { DomIsland } from '#app/kernel/islands/dom-island.ts'
import { enhanceContactForm } from '#app/leads/components/contact/enhance-contact-form.ts'

/**
 * The contact page's form and the notifications it raises: server markup
 * driven without React (the controls carry everything it needs).
 */
export default { enhance: enhanceContactForm } satisfies DomIsland<object>
