import {describe, expect, it} from 'vitest';
import {llmsFullTxt, llmsTxt, type ListedPage} from './llmsTxt';

const site = {title: 'Attrio Documents', summary: 'Integrate the SDK.', fullTextUrl: 'https://docs.example/llms-full.txt'};

const pages: ListedPage[] = [
  {section: 'Android', path: '/android/home', title: 'Start [here]', description: 'First steps.', twinUrl: 'https://docs.example/a.md.txt', markdown: '# Start [here]\n\nBody A\n'},
  {section: 'Android', path: '/android/event', title: 'Events', description: '', twinUrl: 'https://docs.example/b.md.txt', markdown: '# Events\n\nBody B\n'},
  {section: 'FAQ', path: '/faq/', title: 'FAQ', description: 'Answers.', twinUrl: 'https://docs.example/faq/index.md.txt', markdown: '# FAQ\n\nBody C\n'},
];

describe('llms.txt', () => {
  it('has the llmstxt.org shape: name, summary, a note, then one list of links per section in page order', () => {
    expect(llmsTxt(site, pages)).toBe(
      [
        '# Attrio Documents',
        '',
        '> Integrate the SDK.',
        '',
        "Every page below links to its Markdown version: the page's URL followed by `.md.txt` (`index.md.txt` when " +
          'the URL ends in `/`). All pages in one file: https://docs.example/llms-full.txt',
        '',
        '## Android',
        '',
        '- [Start \\[here\\]](https://docs.example/a.md.txt): First steps.',
        '- [Events](https://docs.example/b.md.txt)',
        '',
        '## FAQ',
        '',
        '- [FAQ](https://docs.example/faq/index.md.txt): Answers.',
        '',
      ].join('\n'),
    );
  });

  it('puts every page in llms-full.txt in the same order, after the name and summary', () => {
    expect(llmsFullTxt(site, pages)).toBe(
      '# Attrio Documents\n\n> Integrate the SDK.\n\n# Start [here]\n\nBody A\n\n# Events\n\nBody B\n\n# FAQ\n\nBody C\n',
    );
  });

  it('lists the per-platform files after the note, before the sections', () => {
    const text = llmsTxt(site, pages, [{title: 'Attrio Documents: Android', url: 'https://docs.example/llms-android.txt'}]);
    expect(text).toContain(
      ['## One file per platform', '', "Each holds one platform's pages, its FAQ and the pages every platform shares.", '',
        '- [Attrio Documents: Android](https://docs.example/llms-android.txt)', '', '## Android'].join('\n'),
    );
  });
});
