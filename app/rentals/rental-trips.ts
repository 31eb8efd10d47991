/** A reservation as the trucks' schedule names what a job serves. */
export const reservationSubject = (id: string) => ({ type: 'rental_reservation', id })
