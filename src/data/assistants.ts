/**
 * The chat assistants the "Copy page" menu opens a page in: each takes a prompt in its URL. The prompt points the
 * assistant at the page's Markdown twin, which holds what the page shows without the site around it.
 */
import {product} from './product';

export interface Assistant {
  name: string;
  /** The assistant's URL for a new conversation that starts with `prompt`. */
  url(prompt: string): string;
}

export const assistants: readonly Assistant[] = [
  {name: 'ChatGPT', url: (prompt) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`},
  {name: 'Claude', url: (prompt) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
];

/** The prompt that sends an assistant to a page's twin. */
export const assistantPrompt = (twinUrl: string): string =>
  `Read ${twinUrl}, a page of the ${product.name} SDK documentation, and help me with it in my project.`;
