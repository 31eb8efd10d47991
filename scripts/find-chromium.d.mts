export const debianChromium: string
export function findChromium(): string | undefined
