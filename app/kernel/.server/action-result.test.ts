import { describe, expect, it } from 'vitest'

import { answerChange, notFound, unknownAction } from './action-result.ts'

const words = { done: 'Saved.', missing: 'There is no such thing.' }

/** What a thrown answer was, for the expectation. */
function thrown(run: () => unknown) {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('nothing was thrown')
}

describe('answerChange', () => {
  it('answers a change made with its done message, shown by its form', () => {
    const answer = answerChange('stage', { ok: true }, words)
    expect(answer.data).toEqual({ form: 'stage', message: 'Saved.' })
    expect(answer.init?.status ?? 200).toBe(200)
  })

  it('answers the form’s problem as a 400 and someone else’s change as a 409', () => {
    const invalid = answerChange('stage', { ok: false, reason: 'invalid', message: 'No.' }, words)
    expect(invalid.data).toEqual({ form: 'stage', error: 'No.' })
    expect(invalid.init?.status).toBe(400)
    const conflict = answerChange(
      'other',
      { ok: false, reason: 'conflict', message: 'Late.' },
      words,
    )
    expect(conflict.data).toEqual({ form: 'other', error: 'Late.' })
    expect(conflict.init?.status).toBe(409)
  })

  it('throws the not-found page for an unknown record', () => {
    const page = thrown(() => answerChange('stage', { ok: false, reason: 'not-found' }, words))
    expect(page).toEqual(notFound('There is no such thing.'))
    expect(notFound('x').init?.status).toBe(404)
  })
})

it('refuses an intent no form sends as a 400', () => {
  expect(unknownAction().data).toEqual({ form: 'other', error: 'Unknown action.' })
  expect(unknownAction().init?.status).toBe(400)
})
