/** Recovery codes, shown once right after they are made. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="mt-4 rounded-lg border-2 border-accent-600 bg-amber-50 p-4">
      <h3 className="font-semibold text-gray-900">Your recovery codes</h3>
      <p className="mt-1 text-sm text-gray-800">
        Keep them somewhere safe, apart from your phone. Each one signs you in once if you lose your
        authenticator app. They are not shown again.
      </p>
      <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-base">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  )
}
