export default function VehiclePage() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Vehicle</h1>
    </main>
  )
}
