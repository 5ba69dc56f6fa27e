import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkPrismGrammars, {EXPOSE_PRISM_MODULE} from './remarkPrismGrammars';

async function compiled(markdown: string): Promise<string> {
  return String(await compile(markdown, {remarkPlugins: [remarkPrismGrammars]}));
}

const importOf = (source: string) => `import ${JSON.stringify(source)};`;

describe('prism-per-page: the grammars each page imports', () => {
  it('imports the grammars a page uses after the ones they require, after exposing Prism, before anything else', async () => {
    const code = await compiled('# Title\n\n```dart title="a"\nvoid main() {}\n```\n\n```groovy title="b"\nx\n```\n');
    const inOrder = [EXPOSE_PRISM_MODULE, ...['clike', 'dart', 'groovy'].map((id) => `prismjs/components/prism-${id}`)];
    const positions = inOrder.map((source) => code.indexOf(importOf(source)));
    expect(positions[0]).toBeGreaterThanOrEqual(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(positions.at(-1)).toBeLessThan(code.indexOf('function _createMdxContent'));
  });

  it('resolves Prism\'s aliases and imports each grammar once', async () => {
    const code = await compiled('```sh title="a"\nls\n```\n\n```bash title="b"\nls\n```\n\n```kt title="c"\nx\n```\n');
    expect(code.split(importOf('prismjs/components/prism-bash')).length - 1).toBe(1);
    expect(code).toContain(importOf('prismjs/components/prism-kotlin'));
    expect(code).not.toContain('prism-sh"');
  });

  it('brings markup before JavaScript, which extends it, and the site\'s grammars HTTP embeds before HTTP', async () => {
    const js = await compiled('```js title="a"\nlet x = 1;\n```\n');
    expect(js.indexOf(importOf('prismjs/components/prism-markup'))).toBeGreaterThanOrEqual(0);
    expect(js.indexOf(importOf('prismjs/components/prism-markup'))).toBeLessThan(js.indexOf(importOf('prismjs/components/prism-javascript')));
    const http = await compiled('```http title="a"\nGET / HTTP/1.1\n```\n');
    const httpAt = http.indexOf(importOf('prismjs/components/prism-http'));
    for (const embedded of ['json', 'javascript', 'markup']) {
      const at = http.indexOf(importOf(`prismjs/components/prism-${embedded}`));
      expect(at, embedded).toBeGreaterThanOrEqual(0);
      expect(at, embedded).toBeLessThan(httpAt);
    }
    expect(http).not.toContain('prism-css"');
  });

  it('brings the site\'s grammars that extend one a page uses: HTML alone is highlighted as the server highlights it', async () => {
    const html = await compiled('```html title="a"\n<script>let x = 1;</script>\n```\n');
    const markupAt = html.indexOf(importOf('prismjs/components/prism-markup'));
    expect(markupAt).toBeGreaterThanOrEqual(0);
    expect(html.indexOf(importOf('prismjs/components/prism-javascript'))).toBeGreaterThan(markupAt);
  });

  it('imports nothing for pages without code, or with plain text only', async () => {
    for (const markdown of ['Just prose.\n', '```text title="a"\nplain\n```\n']) {
      const code = await compiled(markdown);
      expect(code).not.toContain('prismjs/components');
      expect(code).not.toContain(EXPOSE_PRISM_MODULE);
    }
  });
});
