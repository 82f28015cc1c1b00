import { describe, expect, test } from 'vitest'
import { budgetMisses, budgets, formatTable, type PageAudit } from './page-budgets.ts'

const withinBudgets: PageAudit = {
  path: '/',
  noindex: false,
  scores: { accessibility: 100, 'best-practices': 100, seo: 100, performance: 97 },
  cls: 0.01,
  metrics: { fcp: 1500, lcp: 1900, tbt: 20, speedIndex: 1600 },
  slowest: [],
  jsBytes: budgets.maxJsBytes,
  cssBytes: budgets.maxCssBytes,
  jsFiles: 12,
}

describe('budgetMisses', () => {
  test('a page at the limits misses nothing', () => {
    expect(budgetMisses(withinBudgets, { timing: true })).toEqual([])
  })

  test('names every budget a page misses', () => {
    const heavy: PageAudit = {
      ...withinBudgets,
      scores: { accessibility: 96, 'best-practices': 100, seo: 54, performance: 80 },
      cls: 0.1,
      jsBytes: budgets.maxJsBytes + 1,
      cssBytes: budgets.maxCssBytes + 1,
    }
    expect(budgetMisses(heavy, { timing: true })).toEqual([
      '/: accessibility 96 < 100',
      '/: seo 54 < 100',
      '/: performance 80 < 95',
      '/: CLS 0.1 > 0.02',
      '/: JavaScript 140.0 KB > 140.0 KB gzipped',
      '/: CSS 30.0 KB > 30.0 KB gzipped',
    ])
  })

  test('the performance score counts only when timing budgets are asked for', () => {
    const slow = { ...withinBudgets, scores: { ...withinBudgets.scores, performance: 60 } }
    expect(budgetMisses(slow, { timing: false })).toEqual([])
    expect(budgetMisses(slow, { timing: true })).toEqual(['/: performance 60 < 95'])
  })

  test('a page kept out of search engines on purpose is not held to the SEO score', () => {
    const hidden = { ...withinBudgets, noindex: true, scores: { ...withinBudgets.scores, seo: 66 } }
    expect(budgetMisses(hidden, { timing: true })).toEqual([])
    expect(budgetMisses({ ...hidden, noindex: false }, { timing: true })).toEqual(['/: seo 66 < 100'])
  })

  test('a category Lighthouse could not score is a miss', () => {
    const unscored = { ...withinBudgets, scores: { ...withinBudgets.scores, seo: Number.NaN } }
    expect(budgetMisses(unscored, { timing: false })).toEqual(['/: seo NaN < 100'])
  })
})

test('formatTable prints one row per page under its column titles, with sizes in KB', () => {
  // Every column a different value, so two columns swapped cannot pass unseen.
  const audit: PageAudit = {
    ...withinBudgets,
    scores: { performance: 97, accessibility: 91, 'best-practices': 92, seo: 93 },
    cls: 0.012,
    jsBytes: 20 * 1024,
    cssBytes: 3 * 1024,
    jsFiles: 7,
  }
  const [header, row, ...rest] = formatTable([audit]).split('\n')
  expect(rest).toEqual([])
  const cells = (line: string | undefined) => line?.trim().split(/\s{2,}/)
  expect(cells(header)).toEqual(['page', 'perf', 'a11y', 'best', 'seo', 'CLS', 'JS KB (files)', 'CSS KB'])
  expect(cells(row)).toEqual(['/', '97', '91', '92', '93', '0.012', '20.0 (7)', '3.0'])
})
