import { findPolicyByPath } from '#app/site/content/policies.ts'

import { policySource } from './policies'

/** Where the rule is published: the terms' service section. */
export const lienRulePolicy = '/policies/terms-conditions'

export type PolicyRule = {
  /** the rule's bold lead, as the terms name it */
  name: string
  /** its words, as published, without the Markdown */
  text: string
  /** the policy page it is read from */
  title: string
  path: string
}

const plain = (markdown: string) =>
  markdown
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .trim()

/**
 * The terms' rule on vehicles left after service ("Collection": a vehicle
 * left more than 30 days after the notice that the work is done is treated
 * as abandoned and subject to a lien), read from the published text so a
 * printed notice carries the same words as the site.
 */
export function serviceLienRule(): PolicyRule {
  const page = findPolicyByPath(lienRulePolicy)
  if (!page) throw new Error(`No policy page ${lienRulePolicy}`)
  const line = policySource(page.file)
    .split('\n')
    .find((text) => text.startsWith('- **Collection.**'))
  if (!line) throw new Error(`${page.title} has no Collection rule`)
  const [, name = '', text = ''] = /^- \*\*(.+?)\.\*\*\s*(.*)$/.exec(line) ?? []
  return { name, text: plain(text), title: page.title, path: page.path }
}
