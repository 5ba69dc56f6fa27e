import {useState, type ReactNode} from 'react';
import {OUTCOME_SHOWN_MS} from './outcomeShown';
import styles from './styles.module.css';

type Outcome = 'copied' | 'failed';

const BUTTON_LABELS: Record<Outcome | 'ready', string> = {ready: 'Copy page', copied: 'Copied', failed: 'Copy failed'};
const ANNOUNCEMENTS: Record<Outcome, string> = {
  copied: 'The page is on the clipboard as Markdown.',
  failed: 'The page could not be copied: open it as Markdown instead.',
};

async function fetchTwin(twinUrl: string): Promise<string> {
  const response = await fetch(twinUrl);
  if (!response.ok) throw new Error(`${twinUrl} answered ${response.status}`);
  return response.text();
}

/**
 * "Copy page" and a link to the page's Markdown twin. Until the reader clicks, it is markup and a handler: the twin
 * is fetched on the click. The clipboard write starts within the click, the text still on its way, because Safari
 * only lets a page write to the clipboard during the reader's gesture.
 */
export default function CopyPage({twinUrl}: {twinUrl: string}): ReactNode {
  const [outcome, setOutcome] = useState<Outcome>();
  const show = (result: Outcome) => {
    setOutcome(result);
    setTimeout(() => setOutcome(undefined), OUTCOME_SHOWN_MS);
  };
  const copy = () => {
    const twin = fetchTwin(twinUrl);
    const written =
      typeof ClipboardItem === 'function'
        ? navigator.clipboard.write([
            new ClipboardItem({'text/plain': twin.then((text) => new Blob([text], {type: 'text/plain'}))}),
          ])
        : twin.then((text) => navigator.clipboard.writeText(text));
    written.then(
      () => show('copied'),
      () => show('failed'),
    );
  };
  return (
    <div className={styles.copyPage}>
      <button type="button" className="button button--secondary button--sm" onClick={copy}>
        {BUTTON_LABELS[outcome ?? 'ready']}
      </button>
      {/* A plain link: the twin is a file, not a route the client-side router knows. */}
      <a className={styles.twinLink} href={twinUrl} type="text/markdown">
        View as Markdown
      </a>
      <span role="status" className={styles.announcement}>
        {outcome ? ANNOUNCEMENTS[outcome] : ''}
      </span>
    </div>
  );
}
