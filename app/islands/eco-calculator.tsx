export { EcoCalculator as default } from '#app/components/eco/eco-calculator.tsx'
