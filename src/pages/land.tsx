import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PlatformCards from '@site/src/components/PlatformCards';
import {product, siteTitle} from '@site/src/data/product';
import {twinPath} from '@site/src/plugins/markdown-twins/twinPath';
import styles from './land.module.css';

/** The landing page: outside the docs sidebar, a short way into the platform guides. */
export default function Land(): ReactNode {
  return (
    <Layout title="Welcome" description={`${siteTitle}: ${product.tagline}.`}>
      <Head>
        {/* The page's Markdown twin, as on every doc page (src/theme/DocItem/Content). */}
        <link rel="alternate" type="text/markdown" href={twinPath(useBaseUrl('/land'))} />
      </Head>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {siteTitle}
          </Heading>
          <p className={styles.tagline}>{product.tagline}</p>
          <Link className="button button--primary button--lg" to="/">
            Start integrating
          </Link>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <Heading as="h2">Pick your platform</Heading>
        <PlatformCards />
      </main>
    </Layout>
  );
}
