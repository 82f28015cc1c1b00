import { expect, test } from '@playwright/test'
import {
  auditPage,
  budgetMisses,
  formatTable,
  launchChrome,
  pagesToAudit,
} from '../../scripts/page-budgets.ts'

// Issue #15: the budgets of `npm run budgets` that do not depend on the machine's speed (bytes,
// accessibility, best practices, SEO, CLS, the 140 KB of JavaScript and 30 KB of CSS); the
// performance score is printed, not asserted.
// One test per page, so each runs Lighthouse in its own worker and Chrome.
const pageNames = ['home', 'post', 'concepts', 'signin'] as const

for (const [index, name] of pageNames.entries()) {
  test(`the ${name} page stays within its weight and Lighthouse budgets`, async ({ baseURL }) => {
    test.setTimeout(180_000)
    const origin = baseURL!
    const pagePath = (await pagesToAudit(origin))[index]!
    const chrome = await launchChrome()
    try {
      const audit = await auditPage(origin, pagePath, { port: chrome.port })
      console.log(`${formatTable([audit])}\n`)
      test.info().annotations.push({ type: 'performance', description: String(audit.scores.performance) })
      expect(budgetMisses(audit, { timing: false })).toEqual([])
    } finally {
      chrome.kill()
    }
  })
}
