import { describe, expect, it } from 'vitest'

import { parseSettings } from '../env'
import type { WorkerLogger } from '../mail/outbox-worker'
import { claimAll, eachRow } from './batches'
import { createScheduler, type Job } from './scheduler'

/* The scheduler's pass, and the batches its jobs work in, without a database. */

const settings = parseSettings({})
// the jobs below never touch the database
const db = {} as Parameters<typeof createScheduler>[0]['db']

function recordingLogger() {
  const errors: Array<[string, unknown]> = []
  const logger: WorkerLogger = {
    info() {},
    warn() {},
    error: (message, fields) => errors.push([message, fields]),
  }
  return { logger, errors }
}

describe('a scheduler pass', () => {
  it('runs every job even when one fails, logs the failure by name, then fails the pass', async () => {
    const ran: string[] = []
    const first: Job<{ first: number }> = async () => {
      ran.push('first')
      return { first: 1 }
    }
    const broken: Job<{ broken: number }> = async function brokenJob() {
      ran.push('broken')
      throw new Error('database hiccup')
    }
    const last: Job<{ last: number }> = async () => {
      ran.push('last')
      return { last: 1 }
    }
    const { logger, errors } = recordingLogger()
    const scheduler = createScheduler({ db, settings, logger, jobs: [first, broken, last] })

    await expect(scheduler.runOnce()).rejects.toThrow('jobs failed: brokenJob')
    expect(ran).toEqual(['first', 'broken', 'last'])
    expect(errors).toEqual([
      ['scheduler job failed', { job: 'brokenJob', error: 'database hiccup' }],
    ])
  })

  it('resolves to every job’s counts and gives each job the batch size', async () => {
    const sizes: number[] = []
    const sized: Job<{ sized: number }> = async ({ batchSize }) => {
      sizes.push(batchSize)
      return { sized: batchSize }
    }
    const { logger } = recordingLogger()
    const scheduler = createScheduler({ db, settings, logger, jobs: [sized], batchSize: 3 })
    expect(await scheduler.runOnce()).toEqual({ sized: 3 })
    expect(sizes).toEqual([3])
  })
})

describe('a job’s batches', () => {
  it('walks after the last row of each batch, lets the event loop run between batches, and ends at an empty one', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => i)
    const asked: Array<number | undefined> = []
    const order: string[] = []
    const handled = await eachRow(
      async (last: number | undefined) => {
        asked.push(last)
        // runs only if the pass lets the event loop in before the next batch
        setImmediate(() => order.push('event loop'))
        const from = last === undefined ? 0 : last + 1
        return rows.slice(from, from + 3)
      },
      async (row) => {
        order.push(`row ${row}`)
        return row % 2 === 0
      },
    )
    expect(handled).toBe(4)
    expect(asked).toEqual([undefined, 2, 5, 6])
    expect(order).toEqual([
      ...['row 0', 'row 1', 'row 2', 'event loop'],
      ...['row 3', 'row 4', 'row 5', 'event loop'],
      ...['row 6', 'event loop'],
    ])
  })

  it('claims until a claim finds nothing, yielding between claims', async () => {
    let left = 5
    const order: string[] = []
    const claimed = await claimAll(async () => {
      setImmediate(() => order.push('event loop'))
      const taken = Math.min(left, 2)
      left -= taken
      order.push(`claimed ${taken}`)
      return Array.from({ length: taken }, () => 'row')
    })
    expect(claimed).toBe(5)
    expect(order).toEqual([
      ...['claimed 2', 'event loop'],
      ...['claimed 2', 'event loop'],
      ...['claimed 1', 'event loop'],
      'claimed 0',
    ])
  })
})
