/** The policy and legal pages: their Markdown file, URL and footer group. */
export type PolicyGroup = 'Sales & Rentals' | 'Our Standards' | 'Legal'

export type PolicyPage = {
  /** file name in content/policies, without .md */
  file: string
  title: string
  /** canonical path */
  path: string
  /** other paths that show the same page */
  aliases: string[]
  group: PolicyGroup
}

export const policyEffectiveDate = 'January 23, 2025'
export const policyEffectiveDateIso = '2025-01-23'

export const policyPages: PolicyPage[] = [
  {
    file: 'rental-policy',
    title: 'Rental Policy',
    path: '/policies/rental-policy',
    aliases: [],
    group: 'Sales & Rentals',
  },
  {
    file: 'delivery-policy',
    title: 'Delivery Policy',
    path: '/policies/delivery-policy',
    aliases: [],
    group: 'Sales & Rentals',
  },
  {
    file: 'return-policy',
    title: 'Return Policy',
    path: '/policies/return-policy',
    aliases: [],
    group: 'Sales & Rentals',
  },
  {
    file: 'storage-policy',
    title: 'Storage Policy',
    path: '/policies/storage-policy',
    aliases: [],
    group: 'Sales & Rentals',
  },
  {
    file: 'terms-conditions',
    title: 'Terms & Conditions',
    path: '/policies/terms-conditions',
    aliases: [],
    group: 'Sales & Rentals',
  },
  {
    file: 'publishing-policy',
    title: 'Publishing Policy',
    path: '/policies/publishing-policy',
    aliases: [],
    group: 'Our Standards',
  },
  {
    file: 'feedback-policy',
    title: 'Feedback Policy',
    path: '/policies/feedback-policy',
    aliases: [],
    group: 'Our Standards',
  },
  {
    file: 'corrections-policy',
    title: 'Corrections Policy',
    path: '/policies/corrections-policy',
    aliases: [],
    group: 'Our Standards',
  },
  {
    file: 'diversity-policy',
    title: 'Diversity Policy',
    path: '/policies/diversity-policy',
    aliases: [],
    group: 'Our Standards',
  },
  {
    file: 'ethics-policy',
    title: 'Ethics Policy',
    path: '/policies/ethics-policy',
    aliases: [],
    group: 'Our Standards',
  },
  {
    file: 'staffing-report',
    title: 'Staffing Report 2024',
    path: '/policies/staffing-report',
    aliases: [],
    group: 'Our Standards',
  },
  {
    file: 'privacy',
    title: 'Privacy Policy',
    path: '/privacy-policy',
    aliases: ['/privacy'],
    group: 'Legal',
  },
  {
    file: 'terms',
    title: 'Terms of Service',
    path: '/terms-of-service',
    aliases: ['/terms'],
    group: 'Legal',
  },
]

export const policyGroups: PolicyGroup[] = ['Sales & Rentals', 'Our Standards', 'Legal']

/** The page a path shows, canonical or alias. */
export function findPolicyByPath(path: string): PolicyPage | undefined {
  const clean = path.replace(/\/+$/, '') || '/'
  return policyPages.find((p) => p.path === clean || p.aliases.includes(clean))
}

/** The policy pages of one group as links, leaving out the page the reader is on. */
export function policyLinks(group: PolicyGroup, exceptPath?: string) {
  return policyPages
    .filter((p) => p.group === group && p.path !== exceptPath)
    .map((p) => ({ to: p.path, label: p.title }))
}
