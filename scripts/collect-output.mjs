import { spawn } from 'node:child_process'

/**
 * Runs a command with its output collected rather than interleaved with
 * others running beside it (in colour, as on a terminal, when there is one);
 * resolves with its name, exit status, output and seconds taken.
 */
export function collectOutput(name, command, args) {
  return new Promise((resolve) => {
    const begun = Date.now()
    const child = spawn(command, args, {
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const chunks = []
    child.stdout.on('data', (chunk) => chunks.push(chunk))
    child.stderr.on('data', (chunk) => chunks.push(chunk))
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)))
    child.on('close', (status) =>
      resolve({
        name,
        status,
        output: Buffer.concat(chunks),
        seconds: (Date.now() - begun) / 1000,
      }),
    )
  })
}
