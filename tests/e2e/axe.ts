import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * Waits for the page's CSS transitions to end. Infima fades link colours over 200 ms, so right after a switch of colour
 * mode a link still has the other mode's colour; axe, one long task, would read that first frame's colours and report
 * a contrast the reader never sees once the fade ends (it did, on a busy CI machine). Only transitions: an animation
 * may run forever. Only those of elements that are rendered: a link inside a closed `details` (the "Open in…" menu)
 * starts its fade too, but Chromium never advances it while the content is hidden, and axe does not read it either.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return !target || target.checkVisibility();
        })
        .map((animation) => animation.finished),
    ),
  );
}

/** WCAG 2.1 A and AA violations on the page (or the part `include` selects) once it is still, one line per element. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await settleTransitions(page);
  const builder = new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1] ?? ''}`),
  );
}
