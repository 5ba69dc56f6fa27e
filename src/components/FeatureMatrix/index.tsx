import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {featureMatrix} from '@site/src/data/featureMatrix';
import {platforms} from '@site/src/data/platforms';
import styles from './styles.module.css';

/** Which feature each platform supports, every cell linking to the page that documents it. */
export default function FeatureMatrix(): ReactNode {
  return (
    <div className={styles.wrapper}>
      <table className={styles.matrix}>
        <caption className={styles.caption}>Features by platform</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {platforms.map((platform) => (
              <th key={platform.id} scope="col">
                {platform.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {featureMatrix.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {platforms.map((platform) => {
                const page = row.pages[platform.id];
                return (
                  <td key={platform.id}>
                    {page ? (
                      <Link to={page} aria-label={`Guide to ${row.label} on ${platform.title}`}>
                        Guide
                      </Link>
                    ) : (
                      <span className={styles.unavailable}>Not available</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
