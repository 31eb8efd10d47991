export { ReserveForm as default } from '#app/components/rentals/reserve-form.tsx'
