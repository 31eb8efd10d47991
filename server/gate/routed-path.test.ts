import { describe, expect, it } from 'vitest'

import { routedPath } from './routed-path'

describe('routedPath: the path React Router routes on', () => {
  it.each([
    ['/rentals/reserve', '/rentals/reserve'],
    ['/rentals/%72eserve', '/rentals/reserve'],
    ['/RENTALS/Reserve', '/rentals/reserve'],
    ['/rentals/reserve/', '/rentals/reserve'],
    ['/rentals/reserve//', '/rentals/reserve'],
    ['/rentals/./reserve', '/rentals/reserve'],
    ['/rentals/%2e/reserve', '/rentals/reserve'],
    ['/rentals/x/../reserve', '/rentals/reserve'],
    ['/rentals/x/%2E%2e/reserve', '/rentals/reserve'],
    ['/rentals\\reserve', '/rentals/reserve'],
    ['/rentals/reserve?x=1', '/rentals/reserve'],
    ['/rentals/reserve#x', '/rentals/reserve'],
    ['/%61lerts', '/alerts'],
  ])('routes %s as %s', (target, path) => {
    expect(routedPath(target)).toEqual({ path, data: false })
  })

  it('takes .data off a data request as sent, before decoding', () => {
    expect(routedPath('/contact.data')).toEqual({ path: '/contact', data: true })
    expect(routedPath('/%63ontact.data?_routes=x')).toEqual({ path: '/contact', data: true })
    expect(routedPath('/_root.data')).toEqual({ path: '/', data: true })
    // not data requests for React Router either: matched as a path ending in ".data"
    expect(routedPath('/contact%2Edata')).toEqual({ path: '/contact.data', data: false })
    expect(routedPath('/contact.DATA')).toEqual({ path: '/contact.data', data: false })
  })

  it('keeps what routing keeps: doubled slashes inside, an encoded slash, undecodable segments', () => {
    expect(routedPath('/rentals//reserve').path).toBe('/rentals//reserve')
    expect(routedPath('/rentals%2Freserve').path).toBe('/rentals%2freserve')
    expect(routedPath('/rentals/%ZZ/%72eserve').path).toBe('/rentals/%zz/reserve')
    expect(routedPath('/').path).toBe('/')
  })
})
