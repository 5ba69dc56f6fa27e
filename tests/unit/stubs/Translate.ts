/** Stand-in for `@docusaurus/Translate`: the site is English only, so a message is its own translation. */
export function translate({message}: {message: string; id?: string; description?: string}): string {
  return message;
}
