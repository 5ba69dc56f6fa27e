import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PlatformCards from '@site/src/components/PlatformCards';
import QuickStartChooser from '@site/src/components/QuickStartChooser';
import {product, siteTitle} from '@site/src/data/product';
import {twinPath} from '@site/src/plugins/markdown-twins/twinPath';
import styles from './land.module.css';

/**
 * The welcome page: outside the docs sidebar, linked from the introduction. Its button leads on to the quick start
 * below it, whose steps open the chosen platform's set-up, consent and test pages; the cards open each platform.
 */
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
          <Link className="button button--primary button--lg" to="#quick-start">
            Start integrating
          </Link>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <Heading as="h2">Pick your platform</Heading>
        <PlatformCards />
        <section className={styles.quickStart} aria-labelledby="quick-start">
          <Heading as="h2" id="quick-start">
            Quick start
          </Heading>
          <p>
            Choose your platform: the steps take you from the SDK keys to your first install in the dashboard’s testing
            view, with the user’s consent given on the way, as the SDK sends nothing before it.
          </p>
          <QuickStartChooser />
        </section>
      </main>
    </Layout>
  );
}
