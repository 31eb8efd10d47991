/** "1 year", "5 years": the time frame as the page writes it. */
export function yearsText(years: number): string {
  return years === 1 ? '1 year' : `${years} years`
}
