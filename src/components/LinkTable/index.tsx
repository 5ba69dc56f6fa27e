import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  crossLinkLabels,
  platforms,
  type CrossLinkKind,
  type Platform,
  type PlatformId,
} from '@site/src/data/platforms';
import styles from './styles.module.css';

function CrossLinks({platform}: {platform: Platform}): ReactNode {
  const entries = Object.entries(platform.crossLinks) as [CrossLinkKind, string][];
  return (
    <ul className={styles.crossLinks}>
      {entries.map(([kind, to]) => (
        <li key={kind}>
          <Link to={to}>{crossLinkLabels[kind]}</Link>
        </li>
      ))}
    </ul>
  );
}

interface LinkTableProps {
  /** Show one platform's row; without it, every platform. */
  platform?: PlatformId;
}

/** The spec's link table: each platform's repository, example app, documentation and related pages. */
export default function LinkTable({platform}: LinkTableProps): ReactNode {
  const rows = platform ? platforms.filter((p) => p.id === platform) : platforms;
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {platform ? `${rows[0]?.title} links` : 'Links for every platform'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Platform</th>
            <th scope="col">Repository</th>
            <th scope="col">Example app</th>
            <th scope="col">Documentation</th>
            <th scope="col">Related pages</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.title}</th>
              <td>
                <Link href={row.links.repository}>{row.title} SDK source</Link>
              </td>
              <td>
                <Link href={row.links.exampleApp}>{row.title} example app</Link>
              </td>
              <td>
                <Link to={row.links.documentation}>{row.title} docs</Link>
              </td>
              <td>
                <CrossLinks platform={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
