import { enhanceContactForm } from '#app/leads/components/contact/enhance-contact-form.ts'

import type { DomIsland } from '../../kernel/islands/registry'

/**
 * The contact page's form and the notifications it raises: server markup
 * driven without React (the controls carry everything it needs).
 */
export default { enhance: enhanceContactForm } satisfies DomIsland<object>
