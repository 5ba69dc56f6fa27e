/**
 * `npm run bench:first-search [siteDir]`: only the bench's first search, on a production build that exists already
 * (`siteDir/build`, the project's own by default), for working on search without the cold builds and Lighthouse.
 * Prints the first-search table of the report.
 */
import {resolve} from 'node:path';
import {withPlaywrightChromium} from './lib/chromium';
import {measureFirstSearches} from './lib/firstSearch';
import {formatFirstSearch} from './lib/report';
import {withStaticServer} from './lib/server';

const siteDir = resolve(process.argv[2] ?? process.cwd());

withStaticServer(siteDir, (baseUrl) => withPlaywrightChromium((browser) => measureFirstSearches(browser, baseUrl))).then(
  (firstSearch) => console.log(formatFirstSearch(firstSearch)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
