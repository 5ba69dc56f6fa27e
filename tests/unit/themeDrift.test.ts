/**
 * Our ejected theme files are upstream's text plus a few marked changes. Undoing those changes must give back the
 * installed upstream file exactly, so that an upgrade of the theme that touches one of them fails here instead of
 * leaving us on an old copy of a component the rest of the theme has moved on from.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

const PACKAGE = '@docusaurus/theme-classic';
const packageDir = dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`));
const installedVersion = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {version: string})
  .version;
const ourThemeDir = fileURLToPath(new URL('../../src/theme/', import.meta.url));

interface Change {
  /** The upstream lines, exactly. */
  upstream: string[];
  /** What our copy has in their place, exactly: lines marked `CHANGED:` and, where code changed, the new code. */
  ours: string[];
}

interface Ejected {
  /** The same path under our `src/theme/` and under the package's `src/theme/`. */
  file: string;
  changes: Change[];
}

const dropRemountImport: Change = {
  upstream: ["import useIsBrowser from '@docusaurus/useIsBrowser';"],
  ours: ['// CHANGED: no `useIsBrowser` import: it only fed the remount key removed below.'],
};

const ejected: Ejected[] = [
  {
    file: 'Tabs/index.tsx',
    changes: [
      dropRemountImport,
      {
        upstream: ['          // TODO extract TabListItem'],
        ours: ["          // CHANGED: upstream's note to its maintainers about extracting this item is left out."],
      },
      {
        upstream: ['  const isBrowser = useIsBrowser();'],
        ours: ['  // CHANGED: no `const isBrowser = useIsBrowser();`: it only fed the remount key removed below.'],
      },
      {
        upstream: [
          '      // Remount tabs after hydration',
          '      // Temporary fix for https://github.com/facebook/docusaurus/issues/5653',
          '      key={String(isBrowser)}>',
        ],
        ours: [
          "      // CHANGED: no `key={String(isBrowser)}` (upstream's remount after hydration, for",
          '      // CHANGED: facebook/docusaurus#5653): see the header for why our tabs do without it.',
          '    >',
        ],
      },
    ],
  },
  {file: 'Tabs/styles.module.css', changes: []},
  {
    file: 'CodeBlock/index.tsx',
    changes: [
      dropRemountImport,
      {
        upstream: [
          '  // The Prism theme on SSR is always the default theme but the site theme can',
          "  // be in a different mode. React hydration doesn't update DOM styles that come",
          '  // from SSR. Hence force a re-render after mounting to apply the current',
          '  // relevant styles.',
          '  const isBrowser = useIsBrowser();',
        ],
        ours: [
          "  // CHANGED: no `const isBrowser = useIsBrowser();` nor upstream's comment on it: the remount it fed",
          '  // CHANGED: only re-applies the dark-mode Prism theme, and ours is the same in both modes (see the header).',
        ],
      },
      {
        upstream: ['    <CodeBlockComp key={String(isBrowser)} {...props}>'],
        ours: [
          '    // CHANGED: was `<CodeBlockComp key={String(isBrowser)} {...props}>`: no remount after hydration.',
          '    <CodeBlockComp {...props}>',
        ],
      },
    ],
  },
];

const HEADER = /^\/\*\*\n(?:.*\n)*? \*\/\n/;

/** The text after the leading block comment: upstream's licence notice, or our header in its place. */
function withoutHeader(text: string, file: string): string {
  const header = HEADER.exec(text);
  expect(header, `${file} should start with a /** … */ header comment`).not.toBeNull();
  return text.slice(header![0].length);
}

/** Replaces the one occurrence of `from` (whole lines) with `to`. */
function replaceLines(text: string, from: string[], to: string[], what: string): string {
  const block = `\n${from.join('\n')}\n`;
  const padded = `\n${text}`;
  const at = padded.indexOf(block);
  expect(at, what).toBeGreaterThanOrEqual(0);
  expect(padded.indexOf(block, at + 1), `${what} (it occurs more than once)`).toBe(-1);
  return (padded.slice(0, at) + `\n${to.join('\n')}\n` + padded.slice(at + block.length)).slice(1);
}

const countMarks = (lines: string[]) => lines.filter((line) => line.includes('CHANGED:')).length;

for (const {file, changes} of ejected) {
  describe(`ejected theme file src/theme/${file}`, () => {
    const ourPath = join(ourThemeDir, file);
    const upstreamPath = join(packageDir, 'src/theme', file);
    const reEject =
      `re-eject src/theme/${file} from ${PACKAGE} ${installedVersion}: copy its src/theme/${file}, re-apply our ` +
      '`// CHANGED:` lines, and update the version in its header and its list of changes in this test';

    it('was taken from the installed version of the theme', () => {
      const header = HEADER.exec(readFileSync(ourPath, 'utf8'))?.[0] ?? '';
      const taken = /Ejected from @docusaurus\/theme-classic (\d+\.\d+\.\d+(?:-[\w.]+)?)/.exec(header)?.[1];
      expect(taken, `src/theme/${file}: its header should say "Ejected from ${PACKAGE} <version>"`).toBeDefined();
      expect(
        taken,
        `src/theme/${file} was ejected from ${PACKAGE} ${taken}, but ${installedVersion} is installed: ${reEject}`,
      ).toBe(installedVersion);
    });

    it('is the installed upstream file once our marked changes are undone', () => {
      const gone = `${PACKAGE} ${installedVersion} no longer has src/theme/${file}: ${reEject}`;
      expect(existsSync(upstreamPath), gone).toBe(true);
      const upstream = withoutHeader(readFileSync(upstreamPath, 'utf8'), `${PACKAGE}'s src/theme/${file}`);
      let ours = withoutHeader(readFileSync(ourPath, 'utf8'), `src/theme/${file}`);

      // Every marked line of ours is accounted for by the list, so the list is the whole of what we changed.
      expect(
        countMarks(ours.split('\n')),
        `src/theme/${file}: its \`CHANGED:\` lines and the list of changes in this test disagree`,
      ).toBe(changes.reduce((sum, change) => sum + countMarks(change.ours), 0));

      for (const change of changes) {
        const first = JSON.stringify(change.ours[0]);
        expect(countMarks(change.ours), `the change that starts ${first} should be marked \`CHANGED:\``).not.toBe(0);
        expect(
          `\n${upstream}`.includes(`\n${change.upstream.join('\n')}\n`),
          `${PACKAGE} ${installedVersion}'s src/theme/${file} no longer has the lines that our change starting ` +
            `${first} replaces: ${reEject}`,
        ).toBe(true);
        ours = replaceLines(
          ours,
          change.ours,
          change.upstream,
          `src/theme/${file} should contain, exactly, the change listed in this test that starts ${first}`,
        );
      }

      expect(
        ours,
        `src/theme/${file} differs from ${PACKAGE} ${installedVersion}'s src/theme/${file} beyond its marked ` +
          `changes: ${reEject}`,
      ).toBe(upstream);
    });
  });
}
