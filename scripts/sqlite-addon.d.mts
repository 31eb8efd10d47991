export function sqlitePackageDir(): string
export function addonFile(packageDir: string): string
export function usesObjectWrapCleanupHooks(file: string): boolean
export function buildAddon(options: { packageDir: string; node?: string; nodedir?: string }): string
export function ensureSqliteAddon(): boolean
