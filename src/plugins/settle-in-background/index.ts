/**
 * The state a page settles into once it has hydrated is rendered as a transition, in short slices, instead of in one
 * render that blocks the page (README.md).
 *
 * Right after hydration, effects across the theme read what only the browser knows and set state: that the page now
 * runs in a browser, the window's size class, the colour mode, the preferred docs versions, and for each code block
 * whether it scrolls sideways or sits in a hidden tab. React renders updates made in effects as urgent ones, all at
 * once and without yielding: on the long guides that render and its commit were one task of 41–68 ms unthrottled.
 * Each edit here makes one of those updates inside `startTransition`, so React builds the same render in slices of
 * about 5 ms and a tap or a key press in the meantime is handled first.
 */
import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleEditPlugin, type ModuleEdit} from '../module-edit';

const PLUGIN_NAME = 'settle-in-background';

const themeCommon = dirname(require.resolve('@docusaurus/theme-common'));

/** Adds `startTransition` to a module's named imports from React, whose list starts with `firstName`. */
function importStartTransition(module: string, firstName: string): ModuleEdit {
  return {module, original: `{ ${firstName},`, replacement: `{ startTransition, ${firstName},`};
}

/** Wraps one statement of a module in `startTransition`. */
function inTransition(module: string, statement: string): ModuleEdit {
  return {module, original: statement, replacement: `startTransition(() => { ${statement} });`};
}

const browserContext = require.resolve('@docusaurus/core/lib/client/browserContext.js');
const windowSize = join(themeCommon, 'hooks', 'useWindowSize.js');
const colorMode = join(themeCommon, 'contexts', 'colorMode.js');
const codeWordWrap = join(themeCommon, 'hooks', 'useCodeWordWrap.js');
const preferredVersion = require.resolve('@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js');

export const SETTLE_IN_BACKGROUND: readonly ModuleEdit[] = [
  // `useIsBrowser()` turns true: every component that renders differently in a browser.
  importStartTransition(browserContext, 'useEffect'),
  inTransition(browserContext, 'setIsBrowser(true);'),
  // `useWindowSize()` leaves "ssr" for "mobile" or "desktop": the navbar, the doc sidebar and the doc layout.
  importStartTransition(windowSize, 'useEffect'),
  inTransition(windowSize, 'setWindowSize(getWindowSize(desktopBreakpoint));'),
  // The colour mode and the reader's choice, read from the attributes the inline script set before the first paint.
  importStartTransition(colorMode, 'useState'),
  inTransition(
    colorMode,
    'setColorModeState(ColorModeAttribute.get());\n        setColorModeChoiceState(ColorModeChoiceAttribute.get());',
  ),
  // The preferred docs versions, read from storage.
  importStartTransition(preferredVersion, 'useContext'),
  inTransition(preferredVersion, 'setState(readStorageState({ allDocsData, versionPersistence, pluginIds }));'),
  // Each code block: whether it sits in a hidden tab panel, and whether it scrolls sideways (for the wrap button).
  importStartTransition(codeWordWrap, 'useState'),
  inTransition(codeWordWrap, "setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]'));"),
  inTransition(codeWordWrap, 'setIsCodeScrollable(isScrollable);'),
];

export default function settleInBackgroundPlugin(): Plugin {
  return moduleEditPlugin(PLUGIN_NAME, SETTLE_IN_BACKGROUND);
}
