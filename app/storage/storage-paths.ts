/** The public booking page. */
export const storageBookPath = '/storage'

/** The customer's contract page: the token is its only key; its invoices are paid and notice given there. */
export const contractPagePath = (token: string) => `/storage/${encodeURIComponent(token)}`

/** A Sunday access request from the contract page. */
export const accessRequestPath = (token: string) => `${contractPagePath(token)}/access`

/** A contract's staff page. */
export const staffContractPath = (id: string) =>
  `/admin/storage/contracts/${encodeURIComponent(id)}`

/** The owners' pages. */
export const offersAdminPath = '/admin/storage/offers'
export const spacesAdminPath = '/admin/storage/spaces'
