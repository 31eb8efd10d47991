/*
 * A customer's own cart's battery, as the service and storage forms ask it
 * and their jobs and contracts store it.
 */
export const batteryTypes = ['lead_acid', 'lithium', 'unknown'] as const
export type BatteryType = (typeof batteryTypes)[number]

/** What the forms offer the customer to choose. */
export const batteryLabels: Readonly<Record<BatteryType, string>> = {
  lead_acid: 'Lead-acid',
  lithium: 'Lithium',
  unknown: 'Not sure',
}
