/** The customer's job page: the unguessable token (URL-safe characters only) is its only key. */
export const jobPagePath = (token: string) => `/service/${token}`
