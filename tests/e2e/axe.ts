import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core with no tag filter (every rule it enables: WCAG A and AA, the best practices) over the
 * whole page as it is now, open dialogs and menus included; returns "rule: target" lines.
 */
export async function violations(page: Page) {
  // Evaluated, not added as a <script>: the Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async () => {
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] }
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))
  })
}
