/** How a row of the payment table looks, chosen or not: shared by the server's markup and the island. */
export const estimateRowClass = (chosen: boolean) =>
  chosen ? 'bg-brand-50 font-bold' : 'border-b border-gray-200'
