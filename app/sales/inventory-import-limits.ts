/** What an inventory import reads at most: the file, and the carts in it (the header aside). */
export const inventoryImportLimits = { bytes: 5 * 1024 * 1024, rows: 5000 } as const

/** The import page, whose form takes a body as large as its file. */
export const inventoryImportPath = '/admin/inventory/import'
