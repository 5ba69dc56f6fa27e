import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions as OpenApiOptions} from 'docusaurus-plugin-openapi-docs/src/types';

import {product, siteTitle} from './src/data/product';
import {platforms} from './src/data/platforms';
import {announcement} from './src/data/announcement';
import {faqBasePath, faqHomePath, helpLinks} from './src/data/navigation';
import {codeTheme} from './src/data/codeTheme';
import {apiIntroPath, apiReference} from './src/data/apiReference';
import remarkTokens from './src/plugins/remark-tokens';
import rehypeTaskListLabels from './src/plugins/rehype-task-list-labels';
import {parseFrontMatterWithTokens} from './src/plugins/remark-tokens/frontMatter';
import {announcementIdPlugin} from './src/plugins/announcement-id';
import {createFrontPageMD, frontMatterTemplate as apiFrontPageTemplate} from './src/plugins/api-front-page';
import clipboardScriptPlugin from './src/plugins/clipboard-script';
import {openApiLeanThemes} from './src/plugins/openapi-lean';
import prismPerPagePlugin, {remarkPrismGrammars} from './src/plugins/prism-per-page';
import collatorFreeSortsPlugin from './src/plugins/collator-free-sorts';
import prefetchOncePlugin from './src/plugins/prefetch-once';
import headAfterHydrationPlugin from './src/plugins/head-after-hydration';
import settleInBackgroundPlugin from './src/plugins/settle-in-background';
import postBuildPlugin from './src/plugins/post-build';
import testFixturesPlugin, {testFixturesEnabled} from './src/plugins/test-fixtures';
import {NAVBAR_END_ID} from './src/theme/Navbar/navbarEnd';

const config: Config = {
  title: siteTitle,
  tagline: product.tagline,
  favicon: 'img/favicon.svg',
  // `openapi/` is served too, so the reference's download button hands out the spec file itself.
  staticDirectories: ['static', 'openapi'],
  clientModules: [
    './src/clientModules/imageZoom.ts',
    './src/clientModules/pageLoadError.ts',
    './src/clientModules/idlePrefetch.ts',
  ],
  url: product.siteUrl,
  baseUrl: '/',
  titleDelimiter: '|',
  // The browser paints nothing until the parser has read the marker after the navbar (src/theme/Navbar), so the
  // announcement bar and the navbar are whole in the first paint: see src/plugins/README.md, "What each optimisation
  // earns".
  headTags: [
    {tagName: 'link', attributes: {rel: 'expect', href: `#${NAVBAR_END_ID}`, blocking: 'render'}},
  ],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  future: {
    // Every v4 opt-in except storage namespacing: the spec's storage keys (`theme`, …) are exact.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // No page shows a last-update date or author and the sitemap has no lastmod, so nothing reads the Git history
    // that Docusaurus Faster otherwise loads at every production build's start.
    experimental_vcs: false,
  },

  markdown: {
    format: 'mdx',
    hooks: {onBrokenMarkdownLinks: 'throw'},
    parseFrontMatter: parseFrontMatterWithTokens,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: `${product.docsRepositoryUrl}/edit/main/`,
          beforeDefaultRemarkPlugins: [remarkTokens],
          remarkPlugins: [remarkPrismGrammars],
          rehypePlugins: [rehypeTaskListLabels],
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: apiReference.pluginId,
        path: apiReference.outputDir,
        routeBasePath: apiReference.routeBasePath,
        sidebarPath: './sidebarsApi.ts',
        remarkPlugins: [remarkPrismGrammars],
      } satisfies DocsOptions,
    ],
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'openapi',
        docsPluginId: apiReference.pluginId,
        config: {
          devenv: {
            specPath: apiReference.specFile,
            outputDir: apiReference.outputDir,
            showSchemas: true,
            downloadUrl: apiReference.downloadPath,
            sidebarOptions: {groupPathsBy: 'tag'},
            infoTemplate: apiFrontPageTemplate,
            markdownGenerators: {createInfoPageMD: createFrontPageMD},
          },
        },
      } satisfies OpenApiOptions,
    ],
    announcementIdPlugin(announcement.id),
    clipboardScriptPlugin,
    prismPerPagePlugin,
    collatorFreeSortsPlugin,
    prefetchOncePlugin,
    headAfterHydrationPlugin,
    settleInBackgroundPlugin,
    // After the build: the search index, a Markdown twin of every page with the llms files, the host configurations
    // (redirects, caching, security headers from src/data/hosting.ts) and compressed copies of the text files. The
    // fixture build, served only to the browser tests on loopback, has no use for compressed copies.
    postBuildPlugin({twins: {sectionTitles: {[apiReference.pluginId]: apiReference.label}}, compressedCopies: !testFixturesEnabled}),
    // Broken pages for the browser tests of the error catalogue; never in the shipped build.
    ...(testFixturesEnabled ? [testFixturesPlugin] : []),
  ],

  // The OpenAPI theme, without what a schemas-only reference does not use.
  themes: openApiLeanThemes,

  themeConfig: {
    image: 'img/logo.svg',
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: announcement,
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: siteTitle,
      hideOnScroll: true,
      logo: {alt: `${product.name} logo`, src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32},
      items: [
        {type: 'doc', docId: 'intro', label: 'Docs', position: 'left'},
        {
          type: 'dropdown',
          label: 'Platforms',
          position: 'left',
          items: platforms.map((platform) => ({label: platform.title, to: platform.docsHome})),
        },
        {to: faqHomePath, label: 'FAQ', position: 'left', activeBasePath: faqBasePath},
        {to: apiIntroPath, label: apiReference.label, position: 'left', activeBasePath: `/${apiReference.routeBasePath}`},
        {type: 'search', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {href: product.websiteUrl, label: 'Website', position: 'right'},
        {href: product.githubUrl, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: `${product.name} logo`,
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        href: product.websiteUrl,
        width: 40,
        height: 40,
      },
      links: [
        {
          title: 'Platforms',
          items: platforms.map((platform) => ({label: platform.title, to: platform.docsHome})),
        },
        {
          title: 'Help',
          items: [...helpLinks],
        },
        {
          title: product.name,
          items: [
            {label: 'Website', href: product.websiteUrl},
            {label: 'Dashboard', href: product.dashboardUrl},
            {label: 'GitHub', href: product.githubUrl},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} ${product.name}. Documentation version ${product.siteVersion}.`,
    },
    prism: {
      // A dark theme in both colour modes, as the spec asks.
      theme: codeTheme,
      darkTheme: codeTheme,
      // None here, and none from prism-react-renderer: each page imports the grammars its code blocks use
      // (src/plugins/prism-per-page).
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
