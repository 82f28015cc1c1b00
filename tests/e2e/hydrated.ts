import { expect, type Page } from '@playwright/test'

/** Waits until React has hydrated the page (set by the root layout), so clicks are handled. */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}
