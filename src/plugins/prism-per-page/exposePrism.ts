/**
 * Prism's grammar files register themselves on the global `Prism`; prism-react-renderer keeps its own instance.
 * Imported by every page that has highlighted code, before the grammar files (see `./remarkPrismGrammars.ts`), and
 * evaluated once per page load. It stays global: grammars of pages visited later extend the same instance.
 */
import {Prism} from 'prism-react-renderer';

(globalThis as {Prism?: typeof Prism}).Prism = Prism;
