import { ecoConstants } from '#app/site/eco-impact.ts'

const c = ecoConstants

/** The figures the calculator assumes, so a visitor can judge the estimate. */
export function EcoAssumptions() {
  return (
    <details className="mt-4 rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-800">
      <summary className="cursor-pointer font-semibold text-gray-900">How we calculate</summary>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        <li>Total miles = miles per week x 52 weeks x years x the usage factor.</li>
        <li>
          A gas cart gets {c.gasMilesPerGallon} miles per gallon, with gasoline at $
          {c.fuelPricePerGallon.toFixed(2)} a gallon.
        </li>
        <li>Each gallon burned releases {c.co2LbsPerGallon} lbs of CO2.</li>
        <li>
          An electric cart uses {c.kwhPerMile} kWh per mile, with electricity at $
          {c.electricityPricePerKwh.toFixed(2)} per kWh.
        </li>
        <li>
          {c.treesPerTonCo2} trees absorb one ton ({c.lbsPerTon.toLocaleString('en-US')} lbs) of CO2
          in a year.
        </li>
      </ul>
      <p className="mt-3">Your own fuel and power prices will vary; the figures are an estimate.</p>
    </details>
  )
}
