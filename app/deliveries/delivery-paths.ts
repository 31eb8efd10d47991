/** The deliveries' addresses, for links from other businesses, e-mails and the edge's body policy. */
export const deliveryPagePath = (token: string) => `/delivery/${token}`
export const deliveriesWeekPath = '/admin/deliveries'
export const driverDayPath = '/admin/deliveries/day'
export const trucksPath = '/admin/deliveries/trucks'
export const deliveryJobPath = (id: string) => `/admin/deliveries/jobs/${encodeURIComponent(id)}`
export const deliveryJobPhotoPath = (id: string) => `${deliveryJobPath(id)}/photo`
