import {describe, expect, it} from 'vitest';
import type {LoadedPlugin} from '@docusaurus/types';
import {OPTIONAL_SECTION, twinnedPages} from './pages';

interface FakeDoc {
  id: string;
  title?: string;
  unlisted?: boolean;
  sidebarLabel?: string;
}

const docsPlugin = (id: string, docs: FakeDoc[], sidebar: unknown[]) =>
  ({
    name: 'docusaurus-plugin-content-docs',
    options: {id},
    content: {
      loadedVersions: [
        {
          docs: docs.map((doc) => ({
            id: doc.id,
            title: doc.title ?? doc.id,
            permalink: `/${doc.id.replace(/index$/, '')}`,
            unlisted: doc.unlisted ?? false,
            frontMatter: doc.sidebarLabel ? {sidebar_label: doc.sidebarLabel} : {},
          })),
          sidebars: {main: sidebar},
        },
      ],
    },
  }) as unknown as LoadedPlugin;

const pagesPlugin = (permalinks: string[]) =>
  ({name: 'docusaurus-plugin-content-pages', options: {id: 'default'}, content: permalinks.map((permalink) => ({permalink}))}) as unknown as LoadedPlugin;

const searchPlugin = {name: 'search-local', options: {id: 'default'}, content: undefined} as unknown as LoadedPlugin;

describe('twinnedPages', () => {
  const site = docsPlugin(
    'default',
    [
      {id: 'intro', title: 'Welcome', sidebarLabel: 'Introduction'},
      {id: 'ios/home'},
      {id: 'ios/integration/index'},
      {id: 'ios/integration/home'},
      {id: 'ios/hidden_feature'},
      {id: 'ios/draft', unlisted: true},
      {id: 'faq/home'},
    ],
    [
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        label: 'iOS',
        items: [
          {type: 'doc', id: 'ios/home'},
          {type: 'category', label: 'Integration', link: {type: 'doc', id: 'ios/integration/index'}, items: [{type: 'doc', id: 'ios/integration/home'}]},
          {type: 'doc', id: 'ios/draft'},
        ],
      },
      {type: 'category', label: 'FAQ', items: [{type: 'doc', id: 'faq/home'}]},
    ],
  );
  const api = docsPlugin('api', [{id: 'api/intro'}, {id: 'api/schemas/hook'}], [
    {type: 'category', label: 'Dev environment', link: {type: 'doc', id: 'api/intro'}, items: [{type: 'doc', id: 'api/schemas/hook'}]},
  ]);

  it('lists docs in sidebar order under their top-level category, then the standalone pages but the search page', () => {
    const pages = twinnedPages([site, searchPlugin, api, pagesPlugin(['/land', '/search'])], {api: 'API reference'});
    expect(pages.map(({permalink, section}) => [permalink, section])).toEqual([
      ['/intro', 'Introduction'],
      ['/ios/home', 'iOS'],
      ['/ios/integration/', 'iOS'],
      ['/ios/integration/home', 'iOS'],
      ['/ios/draft', 'iOS'],
      // Outside the sidebar: after the last doc of its folder.
      ['/ios/hidden_feature', 'iOS'],
      ['/faq/home', 'FAQ'],
      ['/api/intro', 'API reference'],
      ['/api/schemas/hook', 'API reference'],
      ['/land', OPTIONAL_SECTION],
    ]);
  });

  it('gives unlisted docs a twin but keeps them out of the lists', () => {
    const pages = twinnedPages([site], {});
    expect(pages.filter((page) => !page.listed).map((page) => page.permalink)).toEqual(['/ios/draft']);
  });
});
