/**
 * What an inventory import reads at most: the file, and the carts in it (the
 * header aside). A busy dealer's whole history is about 2,000 carts; applying
 * that many holds the database's writes for about 4 s on SQLite (2 ms a cart
 * with its audit row), so a larger file is split rather than held longer.
 */
export const inventoryImportLimits = { bytes: 5 * 1024 * 1024, rows: 2000 } as const

/** The import page, whose form takes a body as large as its file. */
export const inventoryImportPath = '/admin/inventory/import'
