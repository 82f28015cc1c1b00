import type { Page } from '@playwright/test'

/** Console errors, policy violations and uncaught exceptions of the page, as they happen. */
export function problemsOf(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(message.text()))
      problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}
