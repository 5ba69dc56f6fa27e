/**
 * The accessibility check the other specs rely on (axe.ts) finds what it must: a page that passes everywhere else is
 * given elements that break a rule, and each is reported, or left out where the check is told to.
 */
import {axeColourViolations, axePageViolations, axeViolations, CODE_SAMPLES, codeSamplePaint} from './axe';
import {expect, test} from './fixtures';
import {waitForSettledPage} from './hydration';

test('reports an image without a text alternative and faint text, in a part or the whole page; the colour check only the faint text, not inside what it leaves out', async ({page}) => {
  await page.goto('/android/integration/home');
  await waitForSettledPage(page);
  await page.evaluate(() => {
    const faint = (text: string) => Object.assign(document.createElement('span'), {textContent: text, style: 'color: #ddd; background: #fff'});
    const article = document.querySelector('article')!;
    article.prepend(Object.assign(document.createElement('img'), {src: '/img/logo.svg', id: 'unnamed-image'}));
    article.prepend(Object.assign(faint('faint in the article'), {id: 'faint-text'}));
    document.querySelector('pre.prism-code code')!.append(Object.assign(faint('faint in a sample'), {id: 'faint-sample'}));
  });
  const whole = await axeViolations(page);
  expect(whole).toContainEqual(expect.stringMatching(/^image-alt: #unnamed-image /));
  expect(whole).toContainEqual(expect.stringMatching(/^color-contrast: #faint-text /));
  expect(whole).toContainEqual(expect.stringMatching(/^color-contrast: #faint-sample /));
  expect(await axeViolations(page, CODE_SAMPLES)).toEqual([expect.stringMatching(/^color-contrast: #faint-sample /)]);
  const colours = await axeColourViolations(page, CODE_SAMPLES);
  expect(colours).toEqual([expect.stringMatching(/^color-contrast: #faint-text /)]);
});

test('the whole-page check reads code samples one element per paint, and reports markup in a sample that could break another rule', async ({page}) => {
  await page.goto('/android/integration/home');
  await waitForSettledPage(page);
  await page.evaluate(() => {
    // A class and a colour alone, as the site's tokens have: faint against the samples' dark background.
    const faint = (className: string) => Object.assign(document.createElement('span'), {className, textContent: 'faint', style: 'color: #333'});
    const [first, second] = Array.from(document.querySelectorAll('pre.prism-code code'));
    // Four faint tokens painted alike, in two samples: one stands for all. Not the first, whose one character axe
    // would leave for review rather than report, nor the second, punctuation that axe does not count as text.
    const short = Object.assign(faint('faint-token-short'), {textContent: '1'});
    const punctuation = Object.assign(faint('faint-token-punctuation'), {textContent: '--'});
    first!.append(short, punctuation, faint('faint-token'));
    second!.append(faint('faint-token-too'));
    // A link inside a sample's code is markup the site's code blocks never make, which other rules read.
    second!.append(Object.assign(document.createElement('a'), {href: '#', className: 'link-in-sample'}));
    document.querySelector('article')!.prepend(Object.assign(document.createElement('img'), {src: '/img/logo.svg', id: 'unnamed-image'}));
  });
  const violations = await axePageViolations(page);
  expect(violations.filter((line) => /^color-contrast: .*\.faint-token/.test(line))).toHaveLength(1);
  expect(violations).toContainEqual(expect.stringMatching(/^image-alt: #unnamed-image /));
  expect(violations).toContainEqual(expect.stringMatching(/^code-sample-markup: sample 1 <a href="#" class="link-in-sample">/));
  // Nothing else: the page passes as the site builds it.
  expect(violations).toHaveLength(3);
});

test('the paint of the code samples, compared with a named earlier reading, names each element painted otherwise and each sample the page shows through', async ({page}) => {
  await page.goto('/android/integration/home');
  await waitForSettledPage(page);
  const first = await codeSamplePaint(page, 'first');
  expect(first).toEqual({lineCount: expect.any(Number), changed: [], seeThrough: []});
  expect(first.lineCount).toBeGreaterThan(100);
  expect(await codeSamplePaint(page, 'unchanged', 'first')).toEqual({...first, comparedLineCount: first.lineCount});
  const removedLine = await page.evaluate(() => {
    const samples = Array.from(document.querySelectorAll('pre.prism-code'));
    samples[0]!.querySelector<HTMLElement>('code span[style*="color"]')!.style.color = 'rgb(1, 2, 3)';
    samples[0]!.parentElement!.style.opacity = '0.9';
    // The last element of the second sample's code, which has nothing inside it: one element fewer. Its line is the
    // first sample's lines (its `pre` and what is inside), then the second sample's up to it.
    const inSecond = samples[1]!.querySelectorAll('*');
    inSecond[inSecond.length - 1]!.remove();
    return samples[0]!.querySelectorAll('*').length + 1 + inSecond.length;
  });
  // The last reading, taken after the changes, must not be the one compared with.
  await codeSamplePaint(page, 'edited');
  const second = await codeSamplePaint(page, 'second', 'first');
  expect(second.comparedLineCount).toBe(first.lineCount);
  expect(second.lineCount).toBe(first.lineCount - 1);
  // The recoloured token; then, the lines after it having moved up by one, every line from the removed element's to
  // the end of the first reading, whose last has no counterpart.
  expect(second.changed).toHaveLength(1 + first.lineCount - removedLine);
  expect(second.changed[0]).toMatch(/^0\.\d+ .* → 0\.\d+ .*rgb\(1, 2, 3\)/);
  expect(second.changed[1]).toMatch(/^1\.\d+ .* → 2\.0 /);
  expect(second.changed.at(-1)).toMatch(/ → \(none\)$/);
  expect(second.seeThrough).toEqual([expect.stringMatching(/^sample 0: DIV opacity 0\.9/)]);
  await expect(codeSamplePaint(page, 'third', 'none')).rejects.toThrow(/no earlier reading named "none"/);
  await expect(codeSamplePaint(page, 'first', 'first')).rejects.toThrow(/no earlier reading named "first"/);
});

test('refuses a page with a frame, whose content it would not read', async ({page}) => {
  await page.goto('/android/integration/home');
  await waitForSettledPage(page);
  await page.evaluate(() => document.querySelector('article')!.append(document.createElement('iframe')));
  await expect(axeViolations(page)).rejects.toThrow(/has 1 frame\(s\); the accessibility check reads the top document only/);
});
