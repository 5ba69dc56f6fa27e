/**
 * The OpenAPI theme's copy of Docusaurus's scroll controller (ejected, like `./tabsUtils`): its tabs keep the
 * clicked tab in place with the stock controller, which the site's layout already provides.
 */
export {ScrollControllerProvider, useScrollPositionBlocker} from '@docusaurus/theme-common/internal';
