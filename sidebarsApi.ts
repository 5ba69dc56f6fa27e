import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiReference} from './src/data/apiReference';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/**
 * The API reference's own sidebar. The generator writes `api/sidebar.ts` (only after `npm run gen-api`, hence the
 * runtime require) with the intro page and a "Schemas" category; here the schema pages become the children of one
 * category that links to the intro, so the intro is the reference's landing page.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generated = (require(`./${apiReference.outputDir}/sidebar`) as {default: Record<string, SidebarItemConfig[]>})
  .default;

const isIntro = (item: SidebarItemConfig) => typeof item === 'object' && 'id' in item && item.id === apiReference.introDocId;

const schemaPages = Object.values(generated)
  .flat()
  .filter((item) => !isIntro(item))
  .flatMap((item) => (typeof item === 'object' && item.type === 'category' ? item.items : [item])) as SidebarItemConfig[];

const sidebars: SidebarsConfig = {
  api: [
    {
      type: 'category',
      label: 'Dev environment configuration',
      link: {type: 'doc', id: apiReference.introDocId},
      collapsed: false,
      items: schemaPages,
    },
  ],
};

export default sidebars;
