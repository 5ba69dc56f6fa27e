/**
 * Everything that runs after the production build has written its pages, in one plugin so that it runs in order and
 * reads each page once (`builtPages.ts`): Docusaurus runs the `postBuild` of separate plugins side by side.
 *
 * 1. The pages' inline scripts: the hashes the Content-Security-Policy allows (`host-config/inlineScripts.ts`).
 * 2. The search index (`search-index`) and the Markdown twins with the llms files (`markdown-twins`), side by side.
 * 3. Both checked against the pages the sitemap lists: a page missing from either fails the build.
 * 4. The host configurations (`host-config`), then the compressed copies of every text file, twins included, unless
 *    `compressedCopies` is false.
 */
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {inlineScripts} from '../host-config/inlineScripts';
import {writeHostConfig} from '../host-config';
import {precompress} from '../host-config/precompress';
import {writeMarkdownTwins, type MarkdownTwinsOptions} from '../markdown-twins';
import {writeSearchIndex} from '../search-index';
import {readBuiltPages} from './builtPages';
import {checkCoverage} from './coverage';

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

export interface PostBuildOptions {
  /** What the Markdown twins step needs from the config. */
  twins: MarkdownTwinsOptions;
  /** Whether to write the brotli and gzip copies: the most expensive step, about 12 s of a build on two cores. */
  compressedCopies: boolean;
}

export default function postBuildPlugin({twins, compressedCopies}: PostBuildOptions): (context: LoadContext) => Plugin {
  return (context) => ({
    name: 'post-build',
    async postBuild(props) {
      const {outDir, routesPaths, routesBuildMetadata, plugins} = props;
      const pages = await readBuiltPages(outDir, routesPaths);
      const scripts = inlineScripts(pages);
      const [indexed, twinned] = await Promise.all([
        writeSearchIndex(outDir, pages),
        writeMarkdownTwins(context, twins, props, pages),
      ]);
      checkCoverage({routes: routesPaths, routesBuildMetadata, plugins, indexed, twinned});
      const rules = await writeHostConfig(outDir, routesPaths, twinned, scripts.hashes.map(({hash}) => hash));
      logger.info`Host configuration: ${rules.pages.length} pages, ${rules.redirects.length} redirects, ${scripts.hashes.length} inline script hashes.`;
      if (compressedCopies) {
        const compressed = await precompress(outDir);
        logger.info`Precompressed ${compressed.files} text files: ${megabytes(compressed.bytes)}, brotli ${megabytes(compressed.brotliBytes)}, gzip ${megabytes(compressed.gzipBytes)}.`;
      }
    },
  });
}
