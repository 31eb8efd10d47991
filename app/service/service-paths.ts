/** The customer's job page: the unguessable token in the address is its only key. */
export const jobPagePath = (token: string) => `/service/${encodeURIComponent(token)}`
