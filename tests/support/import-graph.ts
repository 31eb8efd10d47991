// The project's import graph, read from the source as the compiler reads it:
// every static, dynamic and type-only import of every TypeScript module under
// app/, server/ and scripts/, resolved to a repository path.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

export type ImportEdge = { from: string; to: string; typeOnly: boolean }

const roots = ['app', 'server', 'scripts'] as const
const sourceFile = /\.(ts|tsx)$/
const aliases: Record<string, string> = {
  '#app/': 'app/',
  '#server/': 'server/',
  '#tests/': 'tests/',
}

/** Every TypeScript module under the roots (tests included), relative to `root`, with `/`. */
export function modulesOf(root: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      if (name === 'node_modules' || name.startsWith('+types')) continue
      const rel = `${dir}/${name}`
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel)
      else if (sourceFile.test(name) && !name.endsWith('.d.ts')) found.push(rel)
    }
  }
  for (const dir of roots) walk(dir)
  return found.sort()
}

/** The repository path a specifier names, or null for a package or a generated module. */
export function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '')
  const alias = Object.keys(aliases).find((prefix) => bare.startsWith(prefix))
  let base: string
  if (alias) base = aliases[alias] + bare.slice(alias.length)
  else if (bare.startsWith('.')) base = path.posix.join(path.posix.dirname(from), bare)
  else return null
  if (base.includes('/+types/')) return null
  for (const ending of ['', '.ts', '.tsx', '/index.ts']) {
    const candidate = base + ending
    const full = path.join(root, candidate)
    if (existsSync(full) && statSync(full).isFile()) return candidate
  }
  return null
}

/** One module's imports, each with whether only types cross it. */
export function importsOfModule(source: string, fileName: string) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false)
  const found: { specifier: string; typeOnly: boolean }[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnly(node) })
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false })
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly
  const clause = node.importClause
  if (!clause) return false
  if (clause.phaseModifier === ts.SyntaxKind.TypeKeyword) return true
  const bindings = clause.namedBindings
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  )
}

/** Every import between the project's modules. */
export function importGraph(root: string): ImportEdge[] {
  const edges: ImportEdge[] = []
  for (const from of modulesOf(root)) {
    const source = readFileSync(path.join(root, from), 'utf8')
    for (const { specifier, typeOnly } of importsOfModule(source, from)) {
      const to = resolveSpecifier(root, from, specifier)
      if (to) edges.push({ from, to, typeOnly })
    }
  }
  return edges
}

/** The import circles: each strongly connected group of two or more modules, or one importing itself. */
export function importCircles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>()
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to])
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  let counter = 0
  const connect = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!))
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      const selfLoop = (next.get(node) ?? []).includes(node)
      if (group.length > 1 || selfLoop) circles.push(group.sort())
    }
  }
  for (const node of next.keys()) if (!index.has(node)) connect(node)
  return circles
}
