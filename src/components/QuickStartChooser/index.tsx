import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {platforms, type PlatformId} from '@site/src/data/platforms';
import {product} from '@site/src/data/product';
import styles from './styles.module.css';

function stepsFor(id: PlatformId, title: string) {
  return [
    {text: `Create your app in the ${product.name} dashboard and copy its SDK key.`, to: product.dashboardUrl, link: 'Open the dashboard'},
    {text: `Add the ${title} SDK and start it with the key and the sandbox environment.`, to: `/${id}/integration/home`, link: 'Set up the SDK'},
    {text: 'Run the app on a test device and watch the install arrive.', to: `/${id}/integration/test`, link: 'Test the integration'},
    {text: 'Track your first event.', to: `/${id}/event`, link: 'Track events'},
    {text: 'Before release, go through the checklist and switch to production.', to: `/${id}/integration/`, link: 'Integration checklist'},
  ];
}

/** The five-minute quick start: pick a platform, get its first steps. */
export default function QuickStartChooser(): ReactNode {
  const [selected, setSelected] = useState<PlatformId>('android');
  const platform = platforms.find((p) => p.id === selected) ?? platforms[0]!;
  return (
    <div className={styles.chooser}>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Your platform</legend>
        {platforms.map((p) => (
          <label key={p.id} className={clsx(styles.choice, p.id === selected && styles.selected)}>
            <input
              type="radio"
              name="quick-start-platform"
              value={p.id}
              checked={p.id === selected}
              onChange={() => setSelected(p.id)}
            />
            {p.title}
          </label>
        ))}
      </fieldset>
      <ol className={styles.steps} aria-live="polite" aria-label={`Quick start for ${platform.title}`}>
        {stepsFor(platform.id, platform.title).map((step) => (
          <li key={step.link}>
            {step.text} <Link to={step.to}>{step.link}</Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
