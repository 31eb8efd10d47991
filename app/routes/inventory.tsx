export default function InventoryPage() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Inventory</h1>
    </main>
  )
}
