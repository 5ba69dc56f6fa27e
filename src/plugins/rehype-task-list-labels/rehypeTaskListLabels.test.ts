import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import rehypeTaskListLabels from '.';

async function render(markdown: string): Promise<string> {
  return String(await compile(markdown, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTaskListLabels]}));
}

describe('rehype-task-list-labels', () => {
  it('names each task checkbox after its item', async () => {
    const output = await render('- [ ] Add the dependency\n- [x] Start the **SDK**\n');
    expect(output).toContain('"aria-label": "Add the dependency"');
    expect(output).toContain('"aria-label": "Start the SDK"');
  });

  it('leaves ordinary lists alone', async () => {
    expect(await render('- one\n- two\n')).not.toContain('aria-label');
  });
});
