import type { Browser } from '@playwright/test'
import sharp from 'sharp'

import { expect, expectAccessible, signIn, test, waitForHydration } from './fixtures'

/*
 * A staff member adds a cart with three photos through the back office,
 * publishes it, and finds it with its photos on the public pages. Every
 * back-office page on the way is scanned.
 */

const run = Date.now().toString(36)
const person = {
  email: `inventory-${run}@example.com`,
  name: 'Ivy Inventory',
  password: 'sparrow ledger canyon violet',
}
const cartName = `Evolution Classic Journey ${run}`

// the form sent with a too-short description answers 400 with its errors
test.use({
  allowedConsoleErrors: /Failed to load resource: the server responded with a status of 400/,
})

const photo = (color: string) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: color } })
    .jpeg()
    .toBuffer()

/**
 * The cart's page on a phone (412 px at 2 device pixels): which photos it
 * requests, at which width and priority (Chromium's own, through CDP), and
 * which file each thumbnail shows.
 */
async function phoneRequests(browser: Browser, url: string) {
  // the screen too: the project's desktop screen would otherwise be kept
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    screen: { width: 412, height: 823 },
    hasTouch: true,
    deviceScaleFactor: 2,
    isMobile: true,
  })
  try {
    const phone = await context.newPage()
    const cdp = await context.newCDPSession(phone)
    await cdp.send('Network.enable')
    const requests: string[] = []
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      const name = photoName.exec(request.url)
      if (name) requests.push(`${name[1]}.${name[2]} ${request.initialPriority}`)
    })
    await phone.goto(url, { waitUntil: 'load' })
    // the thumbnails load lazily: wait until each has been drawn
    const thumbnails = phone.getByRole('list', { name: 'Images of this cart' }).locator('img')
    await expect
      .poll(() =>
        thumbnails.evaluateAll((images: HTMLImageElement[]) =>
          images.map((i) => i.naturalWidth > 0),
        ),
      )
      .toEqual([true, true, true])
    const shown = await thumbnails.evaluateAll((images: HTMLImageElement[]) =>
      images.map((i) => i.currentSrc),
    )
    // Chromium may show the cover's thumbnail from the large photo it already holds
    const downloaded = shown.filter((source) => !source.endsWith('-800.avif')).length
    // the protocol's request events can arrive after the images are drawn on a busy machine
    await expect.poll(() => requests.length).toBeGreaterThanOrEqual(1 + downloaded)
    return { requests, thumbnails: shown.map((source) => photoName.exec(source)?.[1]) }
  } finally {
    await context.close()
  }
}

const photoName = /\/photos\/[0-9a-f]{16}-(\d+)\.(\w+)$/

test('staff add a cart with photos, publish it and find it on the site', async ({
  page,
  browser,
}) => {
  // a long journey (a cart from draft to featured, with photos): a ceiling, not a wait
  test.setTimeout(240_000)
  await signIn(page, person, 'staff')

  await page.getByRole('link', { name: 'Inventory', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inventory')
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Add a cart' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a cart')
  await waitForHydration(page)
  // by their names as a screen reader says them (a label's required marker is not read)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(cartName)
  await page.getByRole('textbox', { name: 'Series' }).fill('Classic')
  await page.getByRole('spinbutton', { name: 'Price (whole dollars)' }).fill('9995')
  // the form says what it needs before saving, and the browser holds a short description back
  const description = page.getByRole('textbox', { name: 'Description' })
  await expect(description).toHaveAttribute('required', '')
  await expect(page.getByText('At least 20 characters.')).toBeVisible()
  await description.fill('Too short')
  await page.getByRole('button', { name: 'Save the cart' }).click()
  expect(await description.evaluate((field: HTMLTextAreaElement) => field.validity.tooShort)).toBe(
    true,
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a cart')
  await description.fill('A four-seat street-legal cart, lithium, for the lake community.')
  // what only the server checks comes back beside its field
  await page.getByLabel('Other specifications').fill('just text')
  await page.getByRole('button', { name: 'Save the cart' }).click()
  await expect(page.getByText('Please correct the following:')).toBeVisible()
  await expect(
    page.getByText('Write other specifications as "Name: value", one per line').first(),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Other specifications').fill('Wheels: 14 inch alloy')
  await page.getByRole('button', { name: 'Save the cart' }).click()
  await expect(page.getByText('Cart created as a draft.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cartName)
  await expectAccessible(page)

  // publishing before any photo is ready asks first, and changes nothing until told
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('alert')).toContainText('This cart has no photo ready yet.')
  await expect(page.getByRole('heading', { name: 'Status: Draft' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Put it on sale without photos' })).toBeVisible()
  await expectAccessible(page)

  await waitForHydration(page)
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#225588') },
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photo('#885522') },
    { name: 'rear.jpg', mimeType: 'image/jpeg', buffer: await photo('#228855') },
  ])
  // choosing the files sends them: nothing waits in the picker
  await expect(page.getByText('Photo 1 (the cover)')).toBeVisible()
  await expect(page.getByText('Ready', { exact: true })).toHaveCount(3, { timeout: 60_000 })
  // each photo's state is in the list; the upload notes leave once it shows them
  await expect(page.getByText(/: uploaded$/)).toHaveCount(0)
  await expectAccessible(page)

  // the third photo becomes the cover in one step, and says what it is for
  const third = page.getByRole('listitem').filter({ hasText: 'Photo 3' })
  const thirdId = await third.getByLabel('Describe photo 3').getAttribute('id')
  await page.getByRole('button', { name: 'Make cover: photo 3' }).click()
  await expect(page.getByText('That photo is now the cover.')).toBeVisible()
  await expect(page.getByLabel('Describe photo 1')).toHaveAttribute('id', thirdId ?? '')
  await expect(page.getByText(`Left blank, it says: “${cartName}, photo 1”`)).toBeVisible()

  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('heading', { name: 'Status: Available' })).toBeVisible()
  await page.getByRole('button', { name: 'Feature this cart' }).click()
  await expect(page.getByRole('heading', { name: 'Featured', exact: true })).toBeVisible()

  // featured, with photos: the first cart a buyer sees, on the home page too
  await page.goto('/inventory')
  await expect(page.getByRole('article').first()).toContainText(cartName)
  await page.goto('/')
  const homeCarts = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /^View Details/ }) })
  await expect(homeCarts.first()).toContainText(cartName)
  const card = page.getByRole('article').filter({ hasText: cartName })
  // shown in WebP and JPEG first, a photo gets its AVIF once no photo waits
  await expect(async () => {
    await page.goto('/inventory')
    await expect(card.locator('picture source[type="image/avif"]')).toHaveCount(1, {
      timeout: 1_000,
    })
  }).toPass({ timeout: 60_000 })
  await expect(card.locator('picture source[type="image/webp"]')).toHaveCount(1)
  // a card's photo never competes with the page's hero
  await expect(card.locator('picture img')).toHaveAttribute('fetchpriority', 'low')
  await card.getByRole('link', { name: `View Details: ${cartName}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cartName)
  const gallery = page.locator('picture').first()
  await expect(gallery.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\/photos\//)
  await expect(gallery.locator('img')).toHaveJSProperty('complete', true)
  expect(
    await gallery.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0)

  // a phone loads the large photo first and alone at high priority, 800 px for its
  // 380 CSS px, and the three thumbnails at 240 px and low priority, never larger
  // (the cover's thumbnail at 240 px too, unless Chromium reuses the 800 px it holds)
  const { requests, thumbnails } = await phoneRequests(browser, page.url())
  const reused = thumbnails.filter((width) => width === '800').length
  expect(reused).toBeLessThanOrEqual(1)
  expect(thumbnails.filter((width) => width !== '800')).toEqual(
    Array.from({ length: 3 - reused }, () => '240'),
  )
  expect(requests).toEqual([
    '800.avif High',
    ...Array.from({ length: 3 - reused }, () => '240.avif Low'),
  ])

  // a copy to practise on: duplicated as a draft, then deleted after the confirmation page
  await page.goto('/admin/inventory')
  await page.getByRole('link', { name: cartName, exact: true }).click()
  await page.getByRole('button', { name: 'Duplicate' }).click()
  await expect(page.getByText('This is the copy, saved as a draft.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${cartName} (copy)`)
  await page.getByRole('link', { name: 'Delete…' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete this cart for good?')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Delete for good' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inventory')
  await expect(page.getByRole('link', { name: `${cartName} (copy)` })).toHaveCount(0)
  await expect(page.getByRole('link', { name: cartName, exact: true })).toBeVisible()
})
