/**
 * The document head is written once the page has hydrated, not piece by piece while it hydrates (README.md).
 *
 * Docusaurus sets the head through react-helmet-async. Each `<Head>` registers while it renders and schedules, for the
 * next animation frame, a rewrite of the head from every `<Head>` registered so far. Hydration renders in slices,
 * with frames between them, so the head was rewritten from a part of the page: the title fell back to the site's
 * name, the canonical link and the description went, the `<html>` classes changed, and each later slice put some of
 * it back. With this edit a `<Head>` on the client waits for the first commit: the head the server wrote stays as it
 * is, and one rewrite from every `<Head>` of the page follows the commit. After that, client-side navigation works
 * as before.
 */
import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleEditPlugin, type ModuleEdit} from '../module-edit';

const PLUGIN_NAME = 'head-after-hydration';

/** The ES module build of the react-helmet-async that `@docusaurus/core` depends on: the one the bundler takes. */
const docusaurusClient = dirname(require.resolve('@docusaurus/core/lib/client/App.js'));
const helmetModule = join(
  dirname(require.resolve('react-helmet-async/package.json', {paths: [docusaurusClient]})),
  'lib',
  'index.module.js',
);

export const HEAD_AFTER_HYDRATION: readonly ModuleEdit[] = [
  {
    // The class of the component each `<Head>` renders: the first of them to mount marks the first commit, when
    // every `<Head>` of the page has rendered, and writes the head from all of them.
    module: helmetModule,
    original: 'r.componentDidUpdate=function(){this.emitChange()}',
    replacement:
      'r.componentDidMount=function(){this.constructor.committed||(this.constructor.committed=!0,this.emitChange())},' +
      'r.componentDidUpdate=function(){this.emitChange()}',
  },
  {
    // In the browser, nothing is gathered or written before that commit. The server renders as before.
    module: helmetModule,
    original: 'r.emitChange=function(){var t,e,r=this.props.context',
    replacement:
      'r.emitChange=function(){if("undefined"!=typeof document&&!this.constructor.committed)return;' +
      'var t,e,r=this.props.context',
  },
];

export default function headAfterHydrationPlugin(): Plugin {
  return moduleEditPlugin(PLUGIN_NAME, HEAD_AFTER_HYDRATION);
}
