/**
 * The search results page, `/search?q=…`: every page that matches, best first, a page of hits at a time. The query
 * lives in the URL (replaced as the reader types), so a results page can be bookmarked and shared.
 */
import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import SearchResults, {SearchStatus} from '@site/src/components/SearchResults';
import {usePreloadSearch} from '@site/src/components/SearchResults/searchClient';
import {useSearchResults} from '@site/src/components/SearchResults/useSearchResults';
import {search} from '@site/src/data/search';
import styles from './search.module.css';

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const urlQuery = new URLSearchParams(location.search).get(search.queryParam) ?? '';
  // Empty at first, as the page was built: the URL's query is read once the page runs.
  const [value, setValue] = useState('');
  const [limit, setLimit] = useState<number>(search.pageHits);
  const preload = usePreloadSearch();
  useEffect(() => {
    setValue(urlQuery);
    setLimit(search.pageHits);
  }, [urlQuery]);
  useEffect(preload, [preload]);
  const results = useSearchResults(value, limit);
  const term = value.trim();
  const title = term ? `Search results for “${term}”` : 'Search the documentation';

  const onChange = (next: string) => {
    setValue(next);
    setLimit(search.pageHits);
    const query = next.trim() ? `?${new URLSearchParams({[search.queryParam]: next.trim()})}` : '';
    history.replace({...location, search: query});
  };

  return (
    <Layout title={title} description="Search every page of the documentation and the API reference.">
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <input
          type="search"
          className={styles.input}
          aria-label="Search the documentation"
          placeholder="Search"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <p role="status" className={styles.status}>
          {term && results.status === 'done' && results.query === term && results.total > 0
            ? `${results.total} ${results.total === 1 ? 'page matches' : 'pages match'}.`
            : term && <SearchStatus term={term} results={results} />}
        </p>
        {term && results.hits.length > 0 && <SearchResults query={results.query} hits={results.hits} />}
        {term && results.total > results.hits.length && results.status === 'done' && (
          <button
            type="button"
            className="button button--secondary margin-top--md"
            onClick={() => setLimit((shown) => shown + search.pageHits)}>
            Show more results
          </button>
        )}
      </main>
    </Layout>
  );
}
