import {useState, type ReactNode} from 'react';
import {assistantPrompt, assistants} from '@site/src/data/assistants';
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

export interface CopyPageProps {
  /** The twin's path in the site, fetched on a click and linked. */
  twinUrl: string;
  /** The twin's absolute URL, which the assistants' prompt names: they fetch it from the published site. */
  absoluteTwinUrl: string;
}

/**
 * "Copy page", and a menu of the other ways to take the page elsewhere: its Markdown twin, or a new conversation in
 * an assistant with a prompt that points at the twin. Until the reader clicks, it is markup and a handler: the twin is
 * fetched on the click. The clipboard write starts within the click, the text still on its way, because Safari only
 * lets a page write to the clipboard during the reader's gesture. The menu is a native disclosure (`details`), so it
 * opens and closes, by pointer or keyboard, without script of ours.
 */
export default function CopyPage({twinUrl, absoluteTwinUrl}: CopyPageProps): ReactNode {
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
  const prompt = assistantPrompt(absoluteTwinUrl);
  return (
    <div className={styles.copyPage}>
      <button type="button" className="button button--secondary button--sm" onClick={copy}>
        {BUTTON_LABELS[outcome ?? 'ready']}
      </button>
      <details className={styles.more}>
        <summary className={styles.moreButton}>Open in…</summary>
        <ul className={styles.menu}>
          <li>
            {/* A plain link: the twin is a file, not a route the client-side router knows. */}
            <a href={twinUrl} type="text/markdown">
              View as Markdown
            </a>
          </li>
          {assistants.map((assistant) => (
            <li key={assistant.name}>
              <a href={assistant.url(prompt)} target="_blank" rel="noopener noreferrer">
                Open in {assistant.name}
              </a>
            </li>
          ))}
        </ul>
      </details>
      <span role="status" className={styles.announcement}>
        {outcome ? ANNOUNCEMENTS[outcome] : ''}
      </span>
    </div>
  );
}
