import { expect, type Page } from '@playwright/test'
import { languageNames } from '#app/i18n/languages.ts'

const ownNames = Object.values(languageNames).join('|')

/** Chooses a language in the header's switch, whose name says the current one ("Idioma: Español. …"). */
export async function chooseLanguage(page: Page, name: string) {
  const item = page.getByRole('menuitemradio', { name })
  // A click that lands before hydration opens nothing: try again until the menu is there.
  await expect(async () => {
    await page.getByRole('button', { name: new RegExp(`: (${ownNames})\\.`) }).click()
    await expect(item).toBeVisible({ timeout: 1000 })
  }).toPass()
  await item.click()
}
