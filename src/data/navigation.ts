/**
 * The routes the navbar and the footer link to, besides the platforms' home pages (`platforms.ts`) and the API
 * reference (`apiReference.ts`).
 */
export const faqHomePath = '/faq/home';
export const faqBasePath = '/faq';

/** The footer's "Help" column: where a reader whose integration misbehaves should go. */
export const helpLinks = [
  {label: 'FAQ', to: faqHomePath},
  {label: 'Troubleshooting', to: '/faq/integration_troubleshooting'},
  {label: 'Testing an Android integration', to: '/android/integration/test'},
  {label: 'Testing an iOS integration', to: '/ios/integration/test'},
] as const;
