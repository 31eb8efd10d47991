/** The public booking page. */
export const bookPath = '/services/book'

/** The customer's job page: the unguessable token (URL-safe characters only) is its only key. */
export const jobPagePath = (token: string) => `/service/${token}`

/** A photo of the job, for the holder of its link. */
export const jobPhotoPath = (token: string, photoId: string) =>
  `/service/${token}/photos/${photoId}`

/** The owners' capacity and zone fee settings. */
export const serviceSettingsPath = '/admin/service/settings'
