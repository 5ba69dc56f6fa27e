/**
 * Which Prism grammar files a page loads, and in what order, from Prism's own catalogue of its components (their
 * aliases, the grammars each one requires, extends or uses when present).
 */
import catalogue from 'prismjs/components.json';
import getLoader from 'prismjs/dependencies';
import type {ComponentEntry, Components} from 'prismjs/dependencies';

// Its `meta` entries are objects of another shape, which the catalogue's published type leaves out.
const components = catalogue as unknown as Components;
const languages = components.languages ?? {};
const entryOf = (id: string): ComponentEntry => {
  const entry = languages[id];
  return typeof entry === 'object' ? entry : {};
};
const ids = (value: string | readonly string[] | undefined): string[] => (value === undefined ? [] : [value].flat());

const grammarByName = new Map<string, string>(
  Object.keys(languages)
    .filter((id) => id !== 'meta')
    .flatMap((id) => [id, ...ids(entryOf(id).alias)].map((name) => [name, id] as const)),
);

/** The grammar a fence language names, by its id or one of its aliases; undefined when Prism has none. */
export function prismGrammarOf(fenceLanguage: string): string | undefined {
  return grammarByName.get(fenceLanguage.toLowerCase());
}

/**
 * The grammars to load for code in `used`, in load order. Besides what each requires, a grammar brings the ones it
 * extends when they are loaded (`modify`: JavaScript adds itself to markup's `<script>`), the optional ones the site
 * uses (`siteGrammars`) and the site's grammars that extend it, so that it always registers in the same company whichever page loads it first: the
 * server render, which loads every page's grammars into one Prism, and the browser then produce the same tokens.
 */
export function grammarLoadOrder(used: Iterable<string>, siteGrammars: readonly string[]): string[] {
  const site = new Set(siteGrammars);
  const wanted = new Set<string>();
  const add = (id: string): void => {
    if (wanted.has(id)) return;
    wanted.add(id);
    const entry = entryOf(id);
    [
      ...ids(entry.require),
      ...ids(entry.modify),
      ...ids(entry.optional).filter((optional) => site.has(optional)),
      // And the site's grammars that extend this one: markup alone gets JavaScript inside its `<script>` on the server.
      ...[...site].filter((other) => ids(entryOf(other).modify).includes(id)),
    ].forEach(add);
  };
  [...used].forEach(add);
  return getLoader(components, [...wanted]).getIds();
}
