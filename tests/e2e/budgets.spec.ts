import path from 'node:path'
import { expect, test as base } from '@playwright/test'
import {
  auditPage,
  budgetMisses,
  formatTable,
  launchChrome,
  pagesToAudit,
  pageTypes,
  type PageToAudit,
} from '../../scripts/page-budgets.ts'

// Issues #15 and #35: on a page of every public type, the budgets of `npm run budgets` that do not
// depend on the machine's speed (bytes, accessibility, best practices, SEO, CLS, the 140 KB of
// JavaScript and 30 KB of CSS); the performance score is printed, not asserted.
// One test per page type; each worker starts one Chrome and finds the pages once.
const test = base.extend<object, { chromePort: number; pages: PageToAudit[] }>({
  chromePort: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const chrome = await launchChrome()
      try {
        await use(chrome.port)
      } finally {
        chrome.kill()
      }
    },
    { scope: 'worker' },
  ],
  pages: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const origin = String(workerInfo.project.use.baseURL)
      await use(await pagesToAudit(origin, path.join(process.env.E2E_DATA_DIR ?? '', 'app.db')))
    },
    { scope: 'worker' },
  ],
})

for (const name of pageTypes) {
  test(`the ${name} page stays within its weight and Lighthouse budgets`, async ({
    baseURL,
    chromePort,
    pages,
  }) => {
    test.setTimeout(180_000)
    const page = pages.find((candidate) => candidate.name === name)
    if (!page) throw new Error(`no ${name} page`)
    const audit = await auditPage(baseURL!, page, { port: chromePort })
    console.log(`${formatTable([audit])}\n`)
    test.info().annotations.push({ type: 'performance', description: String(audit.scores.performance) })
    expect(budgetMisses(audit, { timing: false })).toEqual([])
  })
}
