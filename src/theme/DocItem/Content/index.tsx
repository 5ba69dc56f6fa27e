/**
 * Wraps the doc content (no ejection), for the docs and the API reference alike: the "Copy page" control and its
 * menu (Markdown, assistants) beside the title, and a link in the head to the page's Markdown twin for tools that read pages.
 */
import type {ComponentProps, ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Content from '@theme-original/DocItem/Content';
import CopyPage from '@site/src/components/CopyPage';
import {twinPath} from '@site/src/plugins/markdown-twins/twinPath';

export default function ContentWrapper(props: ComponentProps<typeof Content>): ReactNode {
  const twinUrl = twinPath(useDoc().metadata.permalink);
  const absoluteTwinUrl = new URL(twinUrl, useDocusaurusContext().siteConfig.url).href;
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twinUrl} />
      </Head>
      <CopyPage twinUrl={twinUrl} absoluteTwinUrl={absoluteTwinUrl} />
      <Content {...props} />
    </>
  );
}
