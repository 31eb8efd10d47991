import { describe, expect, it } from 'vitest'

import { createWorkQueue } from './queue'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('createWorkQueue', () => {
  it('runs jobs in order, never more at once than the concurrency', async () => {
    let running = 0
    let most = 0
    const done: number[] = []
    const queue = createWorkQueue<number>({
      concurrency: 2,
      run: async (job) => {
        running++
        most = Math.max(most, running)
        await tick()
        done.push(job)
        running--
      },
    })
    for (let job = 1; job <= 7; job++) queue.push(job)
    expect(queue.pending).toBe(7)
    await queue.idle()
    expect(most).toBe(2)
    expect(done.toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(done.slice(0, 2).toSorted()).toEqual([1, 2])
    expect(queue.pending).toBe(0)
  })

  it('reports a failed job and goes on with the next', async () => {
    const errors: string[] = []
    const done: string[] = []
    const queue = createWorkQueue<string>({
      run: async (job) => {
        if (job === 'bad') throw new Error('broken file')
        done.push(job)
      },
      onError: (error, job) => errors.push(`${job}: ${(error as Error).message}`),
    })
    queue.push('a')
    queue.push('bad')
    queue.push('c')
    await queue.idle()
    expect(done).toEqual(['a', 'c'])
    expect(errors).toEqual(['bad: broken file'])
  })

  it('on close lets the running job end and hands back the waiting ones', async () => {
    const done: number[] = []
    const queue = createWorkQueue<number>({
      run: async (job) => {
        await tick()
        done.push(job)
      },
    })
    queue.push(1)
    queue.push(2)
    queue.push(3)
    expect(await queue.close()).toEqual([2, 3])
    expect(done).toEqual([1])
    expect(() => queue.push(4)).toThrow(/closed/)
  })

  it('runs a job pushed later only when no other job waits, even one pushed after it', async () => {
    const done: string[] = []
    const queue = createWorkQueue<string>({
      run: async (job) => {
        await tick()
        done.push(job)
        // a first pass that queues its own follow-up, as the photo pipeline does
        if (!job.endsWith('+')) queue.push(`${job}+`, { later: true })
      },
    })
    queue.push('a')
    queue.push('b')
    queue.push('c')
    await queue.idle()
    expect(done).toEqual(['a', 'b', 'c', 'a+', 'b+', 'c+'])
  })

  it('hands back the waiting jobs of both kinds on close', async () => {
    const queue = createWorkQueue<string>({
      run: async () => {
        await tick()
      },
    })
    queue.push('now')
    queue.push('after', { later: true })
    queue.push('next')
    expect(queue.pending).toBe(3)
    expect(await queue.close()).toEqual(['next', 'after'])
  })

  it('is idle at once when empty', async () => {
    const queue = createWorkQueue<number>({ run: async () => {} })
    await expect(queue.idle()).resolves.toBeUndefined()
  })
})
