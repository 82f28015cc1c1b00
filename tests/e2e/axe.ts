import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core's WCAG A/AA rules over the given parts of the page; returns "rule: target" lines. */
export async function violations(page: Page, include: string[]) {
  // Evaluated, not added as a <script>: the Content-Security-Policy refuses inline scripts.
  await page.evaluate(axeSource)
  return page.evaluate(async (selectors) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }).axe
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] }
    const result = await axe.run(
      { include: selectors.filter((s) => document.querySelector(s)).map((s) => [s]) },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } },
    )
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))
  }, include)
}
