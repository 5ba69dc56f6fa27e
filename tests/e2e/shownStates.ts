import type {Locator} from '@playwright/test';

/** A part of the control to read: its text, or one attribute's value. */
export interface ShownPart {
  selector: string;
  attribute?: string;
}

/**
 * Has the page note, at each change under `root`, what the reader is shown: the listed parts' values joined with `|`,
 * each change ended with `;`, appended to the root's `data-shown` attribute. For states that last a fixed, short time
 * (a "Copied" label): a busy machine's checks can come too far apart to see them, the page's own record cannot.
 * Returns a locator of the root that does not depend on what the control says.
 */
export async function recordShownStates(root: Locator, parts: ShownPart[]): Promise<Locator> {
  await root.evaluate((element, watched) => {
    const read = ({selector, attribute}: ShownPart) => {
      const part = element.querySelector(selector);
      return (attribute ? part?.getAttribute(attribute) : part?.textContent) ?? '';
    };
    element.setAttribute('data-shown', '');
    const attributeFilter = watched.flatMap(({attribute}) => attribute ?? []);
    new MutationObserver(() => {
      element.setAttribute('data-shown', `${element.getAttribute('data-shown')}${watched.map(read).join('|')};`);
    }).observe(element, {subtree: true, childList: true, characterData: true, attributes: true, attributeFilter});
  }, parts);
  return root.page().locator('[data-shown]');
}
