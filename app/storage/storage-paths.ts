/** The customer's contract page, where the invoices are paid and notice is given. */
export const contractPagePath = (token: string) => `/storage/${encodeURIComponent(token)}`

/** A contract's staff page. */
export const staffContractPath = (id: string) =>
  `/admin/storage/contracts/${encodeURIComponent(id)}`
