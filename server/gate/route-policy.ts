import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

import { driverDayPath } from '#app/deliveries/delivery-paths.ts'
import { unsubscribePattern } from '#app/sales/alert-paths.ts'
import { inventoryImportLimits, inventoryImportPath } from '#app/sales/inventory-import-limits.ts'
import { bookPath } from '#app/service/service-paths.ts'

import type { RoutedPath } from './routed-path'

/** What a request may be, decided before routing. */
export type RoutePolicy = {
  /** 'api' answers errors as JSON; the rest with the site's error page */
  kind: 'api' | 'page' | 'asset' | 'health'
  /** methods the URL answers (HEAD and OPTIONS come with GET) */
  methods: readonly string[]
  /** for methods with a body: accepted media types and the size cap in bytes */
  body?: BodyPolicy
  /** no route answers this URL (the not-found screen) */
  unknown?: boolean
  /**
   * a form post any site may send: the one-click unsubscribe, which mail
   * providers post from their own servers (RFC 8058); its link's secret is its key
   */
  crossSite?: true
}

export type BodyPolicy = {
  types: readonly string[]
  limit: number
  /** what a body over the limit is told, when the bytes alone would not say what to do */
  tooLarge?: string
  /** a body over the form limit that visitors may send too, not only signed-in staff */
  anyone?: true
}

/** The public JSON API takes JSON only, small. */
export const apiBody: BodyPolicy = { types: ['application/json'], limit: 16 * 1024 }
/** Form actions: what a browser form (or React Router's fetch of its action) sends. */
export const formBody: BodyPolicy = {
  types: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  limit: 64 * 1024,
}

/**
 * Stripe's webhook: the event's JSON, kept byte for byte for its signature
 * and stored as it came. Stripe's events are a few kilobytes; the form
 * limit bounds them (a larger cap would ask for a staff session first,
 * which Stripe has not: staffBeforeLargeBody).
 */
export const webhookBody: BodyPolicy = { types: ['application/json'], limit: formBody.limit }
export const stripeWebhookPath = '/webhooks/stripe'

/**
 * A reservation's page: the desk's check-out and check-in forms carry up to
 * eight condition photos, so its action takes a larger form body.
 */
export const deskBody: BodyPolicy = { types: formBody.types, limit: 48 * 1024 * 1024 }
const deskPattern = /^\/admin\/rentals\/[0-9a-f-]{36}$/

/**
 * The trade-in request: up to eight photos from a buyer's phone. It is the
 * one large form anyone may send: the contact limit counts it before its
 * body is read (server/app.ts), and the body stays under 40 MB.
 */
export const tradeInBody: BodyPolicy = {
  types: ['multipart/form-data'],
  limit: 40 * 1024 * 1024,
  tooLarge: 'The photos together must be at most 40 MB: send smaller ones.',
  anyone: true,
}
export const tradeInPath = '/trade-in'

/** The inventory import: its file, and the rest of an ordinary form beside it. */
export const inventoryImportBody: BodyPolicy = {
  types: formBody.types,
  limit: inventoryImportLimits.bytes + formBody.limit,
  tooLarge: `The file must be at most ${inventoryImportLimits.bytes / (1024 * 1024)} MB: split it into smaller files.`,
}

/** A service booking: the form and up to five photos of the cart, each at most 8 MB. */
export const serviceBookingBody: BodyPolicy = {
  types: ['multipart/form-data', 'application/x-www-form-urlencoded'],
  limit: 5 * 8 * 1024 * 1024 + formBody.limit,
  tooLarge: 'The photos are too large: send at most 5 photos of at most 8 MB each.',
  anyone: true,
}

/** The form body a page's action takes: an ordinary form's, or a larger one for its files. */
function pageFormBody(path: string): BodyPolicy {
  // a driver's proof at the door: a photo from the phone's camera
  if (deskPattern.test(path) || path === driverDayPath) return deskBody
  if (path === bookPath) return serviceBookingBody
  if (path === inventoryImportPath) return inventoryImportBody
  if (path === tradeInPath) return tradeInBody
  return formBody
}

const readOnly = ['GET', 'HEAD'] as const

/** `/admin/inventory/<cart>/photos`: the back office's photo upload. */
const photoUploadPattern = /^\/admin\/inventory\/[^/]+\/photos$/
const writable = ['GET', 'HEAD', 'POST'] as const

type Leaf = { id: string; hasAction: boolean; hasLoader: boolean; splat: boolean }
type MatchTree = RouteObject[]

/**
 * The route table as React Router matches it, built once from the server
 * build, so the methods a URL allows come from the routes themselves: a route
 * with an action takes POST, every other one only GET and HEAD.
 */
export function routeMatcher(build: ServerBuild) {
  const children = new Map<string | undefined, RouteObject[]>()
  const leaves = new Map<string, Leaf>()
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    const module = route.module as { action?: unknown; loader?: unknown }
    leaves.set(route.id, {
      id: route.id,
      hasAction: typeof module.action === 'function',
      hasLoader: typeof module.loader === 'function',
      splat: route.path === '*',
    })
    const list = children.get(route.parentId) ?? []
    list.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    })
    children.set(route.parentId, list)
  }
  const attach = (routes: RouteObject[]): MatchTree =>
    routes.map((route) => {
      const nested = route.id ? children.get(route.id) : undefined
      return nested ? ({ ...route, children: attach(nested) } as RouteObject) : route
    })
  const tree = attach(children.get(undefined) ?? [])

  // matchRoutes flattens and ranks the whole table on every call: remember
  // the answers for the paths seen (bounded, as paths come from anyone)
  const known = new Map<string, Leaf | undefined>()
  return (pathname: string): Leaf | undefined => {
    if (known.has(pathname)) return known.get(pathname)
    const matches = matchRoutes(tree, pathname)
    const last = matches?.at(-1)?.route.id
    const leaf = last ? leaves.get(last) : undefined
    if (known.size >= 2000) known.clear()
    known.set(pathname, leaf)
    return leaf
  }
}

export type Matcher = ReturnType<typeof routeMatcher>

/**
 * The policy for a request's routed path (routedPath: decoded, lower-case,
 * `.data` taken off). `isAsset` tells whether a static file answers it
 * (assets are served before routing, GET and HEAD only).
 */
export function policyFor(routed: RoutedPath, match: Matcher, isAsset: boolean): RoutePolicy {
  const { path, data } = routed
  if (path === '/healthz' && !data) return { kind: 'health', methods: readOnly }
  // the photo upload streams and limits its own body (and checks Origin itself)
  if (photoUploadPattern.test(path) && !data) return { kind: 'api', methods: ['POST'] }
  if (isAsset) return { kind: 'asset', methods: readOnly }
  // posted by Stripe's servers (no Origin), answered in JSON
  if (path === stripeWebhookPath && !data) {
    return { kind: 'api', methods: ['POST'], body: webhookBody, crossSite: true }
  }
  const api = path === '/api' || path.startsWith('/api/')
  const leaf = match(path)
  if (!leaf || leaf.splat) {
    return { kind: api ? 'api' : 'page', methods: readOnly, unknown: true }
  }
  if (api) {
    // resource routes: a loader answers GET, an action POST
    const methods = [...(leaf.hasLoader ? readOnly : []), ...(leaf.hasAction ? ['POST'] : [])]
    return { kind: 'api', methods, body: leaf.hasAction ? apiBody : undefined }
  }
  if (leaf.hasAction) {
    if (unsubscribePattern.test(path) && !data) {
      return { kind: 'page', methods: writable, body: formBody, crossSite: true }
    }
    return { kind: 'page', methods: writable, body: pageFormBody(path) }
  }
  return { kind: 'page', methods: readOnly }
}
