/** The renter's page of a reservation; every e-mail about it links there. */
export const reservationPath = (token: string) => `/rentals/reservation/${token}`
