/**
 * The substitution tokens writers use in `docs/` instead of typing versions, coordinates or URLs:
 * `%%android.version%%` in prose, in code blocks, in code titles and in link targets.
 * `src/plugins/remark-tokens` replaces them at build time and fails the build on an unknown one.
 */
import {product, siteTitle} from './product';
import {platforms, requirements, wrappedNativeVersions} from './platforms';
import {facts} from './facts';

export const TOKEN_PATTERN = /%%([A-Za-z][\w.]*)%%/g;

function flatten(prefix: string, value: unknown, table: Record<string, string>): void {
  if (typeof value === 'string' || typeof value === 'number') {
    table[prefix] = String(value);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      flatten(prefix ? `${prefix}.${key}` : key, inner, table);
    }
  }
}

/**
 * Every token the docs may use, e.g. `product.name`, `android.version`, `android.requires.minSdk`, and every platform
 * fact of the registry as `fact.<id>` (`fact.play.targetSdk`).
 */
export function buildTokenTable(): Readonly<Record<string, string>> {
  const table: Record<string, string> = {};
  flatten('product', {...product, siteTitle}, table);
  for (const platform of platforms) {
    flatten(platform.id, {
      title: platform.title,
      version: platform.sdk.version,
      package: platform.sdk.package,
      registry: platform.sdk.registry,
      repository: platform.links.repository,
      exampleApp: platform.links.exampleApp,
      requires: requirements[platform.id],
    }, table);
  }
  flatten('native', wrappedNativeVersions, table);
  for (const [id, fact] of Object.entries(facts)) table[`fact.${id}`] = fact.value;
  return table;
}

/** Where a text with tokens comes from: a file under `docs/` and, when known, its line. */
export interface TokenSite {
  file: string;
  line?: number;
}

/** An unknown token, with where it was written: the build prints its message, `check:pages` reads its fields. */
export class UnknownTokenError extends Error {
  constructor(
    /** The token as written, `%%android.versoin%%`. */
    readonly token: string,
    readonly site: TokenSite,
    /** The tokens of the same family, or where to find the list. */
    readonly hint: string,
  ) {
    super(`${site.file}${site.line === undefined ? '' : `:${site.line}`}: unknown token ${token}. ${hint}`);
    this.name = 'UnknownTokenError';
  }

  /** The same error at `line` of its file (front matter knows the line only once it knows the token). */
  atLine(line: number): UnknownTokenError {
    return new UnknownTokenError(this.token, {...this.site, line}, this.hint);
  }
}

/** Replaces every token in `text`; `site` goes into the error for an unknown token. */
export function replaceTokens(text: string, table: Readonly<Record<string, string>>, site: TokenSite): string {
  return text.replace(TOKEN_PATTERN, (whole, name: string) => {
    const value = table[name];
    if (value === undefined) {
      const family = name.split('.')[0];
      const related = Object.keys(table).filter((known) => known.startsWith(`${family}.`));
      const hint = related.length > 0 ? `Tokens under "${family}": ${related.join(', ')}` : 'See "Tokens" in README.md.';
      throw new UnknownTokenError(whole, site, hint);
    }
    return value;
  });
}
