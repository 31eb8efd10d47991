/** The customer's posts from the contract page: pay one invoice online, give 30 days' notice. */
export const invoicePayPath = (token: string, invoiceId: string) =>
  `/storage/${encodeURIComponent(token)}/invoices/${encodeURIComponent(invoiceId)}/pay`

export const noticePath = (token: string) => `/storage/${encodeURIComponent(token)}/notice`
