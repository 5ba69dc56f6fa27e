/**
 * The accessibility check the other specs rely on (axe.ts) finds what it must: a page that passes everywhere else is
 * given elements that break a rule, and each is reported, or left out where the check is told to.
 */
import {axeColourViolations, axeViolations, CODE_SAMPLES} from './axe';
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

test('refuses a page with a frame, whose content it would not read', async ({page}) => {
  await page.goto('/android/integration/home');
  await waitForSettledPage(page);
  await page.evaluate(() => document.querySelector('article')!.append(document.createElement('iframe')));
  await expect(axeViolations(page)).rejects.toThrow(/has 1 frame\(s\); the accessibility check reads the top document only/);
});
