/**
 * XML samples (Android manifests and resources, Unity's Android manifest and dependency files, Info.plist and
 * entitlements), parsed with saxes: strict, namespace-aware well-formedness, no schema.
 *
 * Wrapper: a sample whose one top-level element is the root its file has (`<manifest>` in an AndroidManifest.xml,
 * `<plist>` in a .plist or .entitlements, `<resources>` under `res/values`; any root in another file), or that starts
 * with an XML declaration, is a whole document and is parsed as written, so it must declare the namespaces it uses.
 * Anything else is an excerpt (several `<key>`/`<string>` pairs of a plist, an `<activity>`, a bare
 * `<intent-filter>`) and is parsed inside a root element that declares the `android:`, `tools:` and `app:`
 * namespaces, as the file it is pasted into does.
 */
import {SaxesParser} from 'saxes';
import type {Sample} from '../collect';
import {problemAt, type Problem} from './wrapped';

export const ANDROID_NAMESPACES = {
  android: 'http://schemas.android.com/apk/res/android',
  tools: 'http://schemas.android.com/tools',
  app: 'http://schemas.android.com/apk/res-auto',
};

const WRAPPER_ROOT = `<sample-excerpt ${Object.entries(ANDROID_NAMESPACES).map(([p, uri]) => `xmlns:${p}="${uri}"`).join(' ')}>`;

/** The root element a file of this title has, or undefined when any root will do. */
export function expectedRoot(title: string): string | undefined {
  const file = title.replace(/\s*\(.*\)\s*$/, '');
  if (/AndroidManifest\.xml$/.test(file)) return 'manifest';
  if (/\.(?:plist|entitlements)$/.test(file)) return 'plist';
  if (/(?:^|\/)res\/values[^/]*\/[^/]+\.xml$/.test(file)) return 'resources';
  return undefined;
}

interface Parsed {
  errors: {line: number; message: string}[];
  /** Names of the elements at depth 1 below the parsed text's top (the wrapper's children, or the root). */
  topLevel: string[];
}

function parse(text: string, wrapped: boolean): Parsed {
  const parser = new SaxesParser({xmlns: true, position: true});
  const errors: Parsed['errors'] = [];
  const topLevel: string[] = [];
  let depth = 0;
  parser.on('error', (error) => {
    errors.push({line: parser.line, message: error.message.replace(/^\d+:\d+: /, '')});
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth === (wrapped ? 2 : 1)) topLevel.push(tag.name);
  });
  parser.on('closetag', () => {
    depth -= 1;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    errors.push({line: parser.line, message: (error as Error).message.replace(/^\d+:\d+: /, '')});
  }
  return {errors, topLevel};
}

const asWritten = (sample: Sample, before: string[] = []) => ({sample, file: '', before, after: []});

export function checkXmlSample(sample: Sample): Problem[] {
  const report = (errors: Parsed['errors'], before: string[]) =>
    errors.slice(0, 3).map((e) => problemAt(asWritten(sample, before), e.line, `XML: ${e.message}`));
  if (/^\s*<\?xml\b/.test(sample.code)) return report(parse(sample.code, false).errors, []);
  const excerpt = parse(`${WRAPPER_ROOT}\n${sample.code}\n</sample-excerpt>`, true);
  if (excerpt.errors.length > 0) return report(excerpt.errors, [WRAPPER_ROOT]);
  const root = expectedRoot(sample.title);
  const [only, ...others] = excerpt.topLevel;
  const isDocument = only !== undefined && others.length === 0 && (root === undefined || only === root);
  return isDocument ? report(parse(sample.code, false).errors, []) : [];
}

export async function checkXml(samples: Sample[]): Promise<Problem[]> {
  return samples.flatMap(checkXmlSample);
}
