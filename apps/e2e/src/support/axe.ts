import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const BLOCKING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * Runs axe-core in the page and returns the violations of at least `serious` impact. axe is
 * evaluated through the DevTools protocol, not a script tag, so the sites' CSP stays enforced.
 */
export async function seriousAxeViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) => {
      if (!window.axe) throw new Error('axe-core did not load in the page');
      return window.axe.run(document, options);
    },
    { resultTypes: ['violations'] } satisfies RunOptions,
  );
  return results.violations.filter((violation) => violation.impact && BLOCKING_IMPACTS.includes(violation.impact));
}

/** One readable line per violation and offending element, for a failing test's message. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
      return [`${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`, ...nodes].join('\n');
    })
    .join('\n');
}

/** Fails with every serious or critical accessibility violation axe-core finds on the page. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const violations = await seriousAxeViolations(page);
  if (violations.length > 0) {
    throw new Error(`axe-core: ${violations.length} serious/critical violation(s) on ${page.url()}\n${describeViolations(violations)}`);
  }
}
