import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {platforms, type PlatformId} from '@site/src/data/platforms';
import {product} from '@site/src/data/product';
import styles from './styles.module.css';

/** Flutter, React Native and Unity apps are an Android app and an iOS app in the dashboard, each with its own key. */
const wrappers: ReadonlySet<PlatformId> = new Set<PlatformId>(['flutter', 'reactnative', 'unity']);

function stepsFor(id: PlatformId, title: string) {
  const keys = wrappers.has(id)
    ? `Create your app in the ${product.name} dashboard as an Android app and an iOS app, and copy both SDK keys: the Android build sends with the Android key, the iOS build with the iOS key.`
    : id === 'web'
      ? `Create your website in the ${product.name} dashboard and copy its SDK key.`
      : `Create your app in the ${product.name} dashboard and copy its SDK key.`;
  return [
    {text: keys, to: product.dashboardUrl, link: 'Open the dashboard'},
    {
      text: `Add the ${title} SDK and start it with ${wrappers.has(id) ? 'the key of the platform it runs on' : 'the key'} and the sandbox environment.`,
      to: `/${id}/integration/home`,
      link: 'Set up the SDK',
    },
    {
      text: `Pass the user’s consent right after start-up, on every ${id === 'web' ? 'page load' : 'launch'}: the SDK sends nothing until setTrackingConsent(true).`,
      to: `/${id}/integration/home#ask-for-consent-before-tracking`,
      link: 'Ask for consent',
    },
    {
      text:
        id === 'web'
          ? 'Load your site in a browser with the SDK in the sandbox environment, accept tracking in your consent banner, and find the visit in the dashboard’s testing view.'
          : 'Run a test build, accept tracking in your consent dialog, and find the install in the dashboard’s testing view.',
      to: `/${id}/integration/test`,
      link: 'Test the integration',
    },
    {text: 'Track your first event.', to: `/${id}/event`, link: 'Track events'},
    {text: 'Before release, go through the checklist and switch to production.', to: `/${id}/integration/`, link: 'Integration checklist'},
  ];
}

/** The quick start: pick a platform, get its steps from the keys to a verified first install. */
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
