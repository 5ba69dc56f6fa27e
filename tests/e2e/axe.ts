import axe, {type AxeResults, type ElementContext, type RunOptions} from 'axe-core';
import type {Page} from '@playwright/test';
import {axeScriptUrl} from './servers';

const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What decides the contrast of an element's text, as axe's colour check reads it: the element's own font and text
 * paint, and the paint of each layer behind the text. Light mode's pass keys a code sample's paint on them; the
 * comparison of the two colour modes holds every element of a sample to them.
 */
const PAINT_PROPERTIES = {
  text: [
    'font-size',
    'font-weight',
    'font-style',
    'font-family',
    'color',
    '-webkit-text-fill-color',
    '-webkit-text-stroke-width',
    '-webkit-text-stroke-color',
    'text-shadow',
  ],
  layer: ['background-color', 'background-image', 'opacity', 'filter', 'mix-blend-mode'],
};

/**
 * The WCAG 2.1 A/AA rules whose outcome depends on the colours a page is painted in: those axe itself files under its
 * colour category (`color-contrast` and `link-in-text-block` in axe-core 4.14). They are the ones a switch of colour
 * mode can change when the page's elements stay the same; the sitemap test holds the elements to that.
 */
export const colourRules: readonly string[] = axe
  .getRules(WCAG_21_A_AA)
  .filter((rule) => rule.tags.includes('cat.color'))
  .map((rule) => rule.ruleId);

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

/**
 * The part of the page a check reads, as plain data that crosses into the page: axe's context by CSS selectors, or
 * the whole page with the code of the samples `samplesByPaint` selects read one element per paint.
 */
type CheckedPart = {include?: string[][]; exclude: string[][]} | {samplesByPaint: string};

declare global {
  interface Window {
    axe?: {
      run(context: ElementContext, options: RunOptions): Promise<AxeResults>;
      commons: {text: {sanitize(text: string): string; removeUnicode(text: string, options: object): string; hasUnicode(text: string, options: object): boolean}};
    };
  }
}

/**
 * Runs axe in the page and reports what the tests read, one line per element that breaks a rule. axe-core is put into
 * the page once, on its first check, and runs in the page itself: `@axe-core/playwright` put its 500 KB source into
 * the page twice per check, which took about as long as the check itself on a long page (its light-mode pass 4.3 s
 * through that package, 2.3 s here, on a two-core machine). Only violations are reported: otherwise axe builds a selector and an HTML
 * excerpt for each of the thousands of elements that pass (every token of every code sample passes the contrast
 * rule). The check reads the top document only, and fails on a page with a frame.
 */
async function violationsOf(page: Page, context: CheckedPart, runOnly: RunOptions['runOnly']): Promise<string[]> {
  await settleTransitions(page);
  const {hasAxe, frames} = await page.evaluate(() => ({
    hasAxe: typeof window.axe?.run === 'function',
    frames: document.querySelectorAll('iframe, frame, object[data]').length,
  }));
  // axe runs in the top document only: a frame's content would go unchecked without a word.
  if (frames > 0) throw new Error(`${page.url()} has ${frames} frame(s); the accessibility check reads the top document only`);
  // axe-core's minified build (654 KB, against 1.48 MB for `axe.source`), as a script from the CDN, answered by the
  // mirror (servers.ts) with the CDN's year-long cache lifetime: a tab that checks one page after another takes it
  // from its HTTP cache (three pages made one request to the mirror, against two a page without that lifetime).
  // Sent as source with each page's first check, it took 175 against 35 ms of Chromium's CPU per page (eight pages
  // twice, medians).
  if (!hasAxe) await page.addScriptTag({url: axeScriptUrl});
  const options: RunOptions = {runOnly, resultTypes: ['violations'], iframes: false};
  return page.evaluate(async ({context, options, paintProperties}) => {
    const {include, exclude, sampleMarkup} =
      'samplesByPaint' in context
        ? oneElementPerPaint(context.samplesByPaint)
        : {include: context.include ?? [document], exclude: context.exclude, sampleMarkup: []};
    // The whole page is checked as a page even when `include` names more than the document, which axe otherwise
    // takes for less than a page: its one page-level rule, `bypass`, runs as it did. (It can only ask for a review,
    // never report a violation, so no line here depends on it.)
    const wholePage = 'samplesByPaint' in context || context.include === undefined;
    const {violations} = await window.axe!.run({include, exclude, page: wholePage} as ElementContext, options);
    return [
      ...sampleMarkup,
      ...violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1] ?? ''}`),
      ),
    ];

    /**
     * The whole document, with the code of each sample read through one element per paint. An element of a sample's
     * code is painted as the combination of its font size, weight, style and family, its text colour, fill and
     * stroke, its text shadow, and the background and opacity of every layer behind it up to its `pre`: elements
     * painted alike, on the same opaque sample background (which the sitemap test holds the samples to), have the
     * same contrast. Of each paint, the check reads the first element that axe gives a verdict on as it would on
     * the others: text of its own that axe's own text functions count as text and do not leave for review (two
     * characters or more, not all punctuation, emoji or other symbols), inside the sample's box and clear of the
     * buttons over it (or axe leaves the contrast for review). A paint without such an element has every element
     * whose text axe counts read. Not covered, as nothing of the site does it: a sample clipped by something above
     * its `pre`, or covered by a fixed or sticky element, or a `clip-path` inside one. What else the rules read in a
     * sample is absent as long as its code is made of `div`, `span` and `br` (in a `code`) with a class, a colour and
     * a display alone, which is checked here: each element that is not is reported as `code-sample-markup`, the
     * check's own line.
     */
    function oneElementPerPaint(samples: string): {include: Node[]; exclude: Element[]; sampleMarkup: string[]} {
      const codes = Array.from(document.querySelectorAll(`${samples} > code`));
      const sampleMarkup: string[] = [];
      const byPaint = new Map<string, {standIn?: Element; judged: Element[]}>();
      const {sanitize, removeUnicode, hasUnicode} = window.axe!.commons.text;
      // Each line and sample is behind many tokens: its paint is read once.
      const layerPaints = new Map<Element, string>();
      const layerPaint = (layer: Element): string => {
        let paint = layerPaints.get(layer);
        if (paint === undefined) {
          const style = getComputedStyle(layer);
          paint = paintProperties.layer.map((name) => style.getPropertyValue(name)).join(' ');
          layerPaints.set(layer, paint);
        }
        return paint;
      };
      const ownText = (element: Element) =>
        Array.from(element.childNodes, (node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : ''))
          .join('')
          .replace(/\s+/g, ' ')
          .trim();
      codes.forEach((code, sample) => {
        const pre = code.parentElement!;
        const box = pre.getBoundingClientRect();
        const over = Array.from(pre.parentElement!.children, (sibling) => (sibling === pre ? [] : [sibling.getBoundingClientRect()])).flat();
        [code, ...Array.from(code.querySelectorAll('*'))].forEach((element) => {
          const attributes = element.getAttributeNames().filter((name) => name !== 'class' && name !== 'style');
          // A token's colour; an empty line's `display: inline-block`, which keeps its height.
          const styled = Array.from((element as HTMLElement).style).filter((name) => name !== 'color' && name !== 'display');
          const allowedTag = element === code || ['DIV', 'SPAN', 'BR'].includes(element.tagName);
          if (!allowedTag || attributes.length > 0 || styled.length > 0) {
            sampleMarkup.push(`code-sample-markup: sample ${sample} ${element.outerHTML.slice(0, 120)}`);
          }
          const text = ownText(element);
          // Text axe's colour check reads (its `hasRealTextChildren`) and does not leave for review as too short or
          // as emoji and other symbols (its `shortTextContent` and `nonBmp`).
          const realText = sanitize(removeUnicode(text, {emoji: true, nonBmp: false, punctuations: true})) !== '';
          const symbolsOnly = hasUnicode(text, {nonBmp: true}) && sanitize(removeUnicode(text, {nonBmp: true})) === '';
          if (text.length < 2 || !realText || symbolsOnly) return;
          if (!element.checkVisibility({visibilityProperty: true})) return;
          const style = getComputedStyle(element);
          const paint = paintProperties.text.map((name) => style.getPropertyValue(name));
          for (let layer: Element | null = element; layer && layer !== pre.parentElement; layer = layer.parentElement) {
            paint.push(layerPaint(layer));
          }
          const rect = element.getBoundingClientRect();
          const clear =
            rect.left >= box.left && rect.right <= box.right && rect.top >= box.top && rect.bottom <= box.bottom &&
            over.every((cover) => rect.right <= cover.left || rect.left >= cover.right || rect.bottom <= cover.top || rect.top >= cover.bottom);
          const key = paint.join(' | ');
          const group = byPaint.get(key) ?? {judged: []};
          byPaint.set(key, group);
          group.judged.push(element);
          if (clear && !group.standIn) group.standIn = element;
        });
      });
      const read = Array.from(byPaint.values(), ({standIn, judged}) => (standIn ? [standIn] : judged)).flat();
      return {include: [document, ...read], exclude: codes, sampleMarkup};
    }
  }, {context, options, paintProperties: PAINT_PROPERTIES});
}

/**
 * WCAG 2.1 A and AA violations on the whole page once it is still, one line per element, with the code of its
 * samples (`CODE_SAMPLES`) read one element per paint. Inside samples are 3,098 of the 4,309 elements of the hydrated
 * `/android/integration/home`, which took about a third of the check's time there; read this way, the sitemap's
 * desktop visits took 209 s instead of 231 s, summed over the 108 pages.
 */
export async function axePageViolations(page: Page): Promise<string[]> {
  return violationsOf(page, {samplesByPaint: CODE_SAMPLES}, {type: 'tag', values: WCAG_21_A_AA});
}

/** WCAG 2.1 A and AA violations on the page (or the part `include` selects) once it is still, one line per element. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  return violationsOf(page, include ? {include: [[include]], exclude: []} : {exclude: []}, {type: 'tag', values: WCAG_21_A_AA});
}

/**
 * Violations of the colour rules alone (`colourRules`) on the page once it is still, one line per element; elements
 * inside `exclude` are left out.
 */
export async function axeColourViolations(page: Page, exclude?: string): Promise<string[]> {
  return violationsOf(page, {exclude: exclude ? [[exclude]] : []}, {type: 'rule', values: [...colourRules]});
}

/** A code sample's text: its `pre` and every element in it, which the site's code theme paints. */
export const CODE_SAMPLES = 'pre.prism-code';

declare global {
  interface Window {
    /** The readings of the page's code samples' paint that `codeSamplePaint` kept, by name (one line per element). */
    __codeSamplePaint?: Record<string, string[]>;
  }
}

/** A reading of the code samples' paint, and what differs from the reading it was compared with. */
export interface CodeSamplePaint {
  lineCount: number;
  /** The line count of the reading compared with; absent when the reading was compared with none. */
  comparedLineCount?: number;
  /** Each line that differs from the reading compared with, as the two readings of it. */
  changed: string[];
  seeThrough: string[];
}

/**
 * How the page paints its code samples, one line per element of `CODE_SAMPLES` and per element inside: what decides
 * the contrast of its text (`PAINT_PROPERTIES`, its own and as a layer behind its children). The reading is kept in
 * the page under `name`, and compared there with the reading kept under `compareWith`, which must exist and be
 * another: only the line counts and the lines that differ cross into the test. Returning every line took 118 against
 * 80 ms a visit for the sitemap's two readings (the Android guide's are 3,128 lines each, its 30 samples' `pre`s and
 * the 3,098 elements inside them; 8 pages, 3 rounds, medians of 3 alternated runs).
 * `seeThrough` lists the samples through which the page around them could show: a `pre` without an opaque background,
 * an ancestor that fades, filters or blends.
 */
export async function codeSamplePaint(page: Page, name: string, compareWith?: string): Promise<CodeSamplePaint> {
  return page.locator(CODE_SAMPLES).evaluateAll((samples, {properties: {text, layer}, name, compareWith}) => {
    const decidingContrast = [...text, ...layer];
    const paint: string[] = [];
    const seeThrough: string[] = [];
    samples.forEach((pre, index) => {
      const {backgroundColor} = getComputedStyle(pre);
      if (!/^rgb\(/.test(backgroundColor)) seeThrough.push(`sample ${index}: background ${backgroundColor}`);
      // An ancestor that fades or filters the sample would let the page around it change how it looks.
      for (let ancestor = pre.parentElement; ancestor; ancestor = ancestor.parentElement) {
        const {opacity, filter, mixBlendMode} = getComputedStyle(ancestor);
        if (opacity !== '1' || filter !== 'none' || mixBlendMode !== 'normal') {
          const how = `opacity ${opacity}, filter ${filter}, blend ${mixBlendMode}`;
          seeThrough.push(`sample ${index}: ${ancestor.tagName} ${how}`);
        }
      }
      [pre, ...Array.from(pre.querySelectorAll('*'))].forEach((element, position) => {
        const style = getComputedStyle(element);
        paint.push(`${index}.${position} ${decidingContrast.map((property) => style.getPropertyValue(property)).join(' ')}`);
      });
    });
    const readings = (window.__codeSamplePaint ??= {});
    const compared = compareWith === undefined ? undefined : readings[compareWith];
    // A comparison with no reading, or with itself, would find nothing changed whatever the page did.
    if (compareWith !== undefined && (compared === undefined || compareWith === name)) {
      throw new Error(`codeSamplePaint: no earlier reading named "${compareWith}" to compare "${name}" with`);
    }
    readings[name] = paint;
    const changed: string[] = [];
    for (let line = 0; compared && line < Math.max(compared.length, paint.length); line += 1) {
      if (compared[line] !== paint[line]) changed.push(`${compared[line] ?? '(none)'} → ${paint[line] ?? '(none)'}`);
    }
    return {lineCount: paint.length, comparedLineCount: compared?.length, changed, seeThrough};
  }, {properties: PAINT_PROPERTIES, name, compareWith});
}
