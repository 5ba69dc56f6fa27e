import type {ReactNode} from 'react';

/** Stand-in for `@docusaurus/Link`: internal links keep `to` as the href, as the real one does. */
export default function Link({to, href, children, ...rest}: {to?: string; href?: string; children?: ReactNode}) {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
