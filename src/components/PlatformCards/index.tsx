import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {platforms, type Platform} from '@site/src/data/platforms';
import styles from './styles.module.css';

function PlatformCard({platform}: {platform: Platform}): ReactNode {
  return (
    <li className={styles.item}>
      <Link className={styles.card} to={platform.docsHome}>
        {/* Decorative: the title next to it names the platform. Fixed size so the grid never shifts. */}
        <img className={styles.icon} src={useBaseUrl(platform.icon)} alt="" width={48} height={48} />
        <span className={styles.title}>{platform.title}</span>
        <span className={styles.summary}>{platform.summary}</span>
      </Link>
    </li>
  );
}

/** The six platform cards of the home page and the landing page, straight from the product data. */
export default function PlatformCards(): ReactNode {
  return (
    <ul className={styles.grid} aria-label="Platforms">
      {platforms.map((platform) => (
        <PlatformCard key={platform.id} platform={platform} />
      ))}
    </ul>
  );
}
