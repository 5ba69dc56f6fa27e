/**
 * The code theme, dark in both colour modes: prism-react-renderer's VS Dark with the token colours that fall below
 * a 4.5:1 contrast on its background (prolog, constant, grey punctuation) lightened to pass WCAG AA.
 * `tests/unit/codeTheme.test.ts` checks every colour.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

const readableReplacements: Readonly<Record<string, string>> = {
  'rgb(0, 0, 128)': '#9d9de8',
  'rgb(100, 102, 149)': '#a6a8d8',
  '#808080': '#a3a3a3',
};

export const codeTheme: PrismTheme = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((entry) => {
    const color = entry.style.color;
    const replacement = color === undefined ? undefined : readableReplacements[color];
    return replacement ? {...entry, style: {...entry.style, color: replacement}} : entry;
  }),
};
