import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkPrismGrammars, {EXPOSE_PRISM_MODULE} from '.';

async function compiled(markdown: string): Promise<string> {
  return String(await compile(markdown, {remarkPlugins: [remarkPrismGrammars]}));
}

const importOf = (source: string) => `import ${JSON.stringify(source)};`;

describe('remark-prism-grammars', () => {
  it('imports the grammars a page uses, after exposing Prism, before anything else', async () => {
    const code = await compiled('# Title\n\n```dart title="a"\nvoid main() {}\n```\n\n```groovy title="b"\nx\n```\n');
    const expose = code.indexOf(importOf(EXPOSE_PRISM_MODULE));
    const dart = code.indexOf(importOf('prismjs/components/prism-dart'));
    const groovy = code.indexOf(importOf('prismjs/components/prism-groovy'));
    expect(expose).toBeGreaterThanOrEqual(0);
    expect(expose).toBeLessThan(dart);
    expect(dart).toBeLessThan(groovy);
    expect(groovy).toBeLessThan(code.indexOf('function _createMdxContent'));
  });

  it('resolves aliases and imports each grammar once', async () => {
    const code = await compiled('```sh title="a"\nls\n```\n\n```bash title="b"\nls\n```\n\n```cs title="c"\nx\n```\n');
    expect(code.split(importOf('prismjs/components/prism-bash')).length - 1).toBe(1);
    expect(code).toContain(importOf('prismjs/components/prism-csharp'));
    expect(code).not.toContain('prism-sh"');
  });

  it('imports nothing for grammars prism-react-renderer bundles, or for pages without code', async () => {
    for (const markdown of ['```kotlin title="a"\nval x = 1\n```\n', 'Just prose.\n']) {
      const code = await compiled(markdown);
      expect(code).not.toContain('prismjs/components');
      expect(code).not.toContain(EXPOSE_PRISM_MODULE);
    }
  });
});
