import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** WCAG 2.1 A and AA violations on the page as it stands, one line per element. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1] ?? ''}`),
  );
}
