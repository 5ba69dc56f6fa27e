/**
 * The OpenAPI theme with a slimmer stylesheet. Docusaurus puts all CSS in one render-blocking file for every page,
 * and the stock theme's stylesheet is mostly the request explorer's, which no page here renders. This keeps the
 * theme's components and Sass set-up and swaps its stylesheet for the schema parts only (`schema.scss`).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs';

const stylesheet = require.resolve('./schema.scss');

export default function openApiThemeSlim(context: LoadContext): Plugin {
  const theme = (openApiTheme as unknown as (context: LoadContext) => Plugin)(context);
  return {
    ...theme,
    getClientModules: () => [stylesheet],
    configureWebpack(config, isServer, utils, content) {
      const themeConfig = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      // The theme compiles Sass in its own folder only; our stylesheet needs the same loaders.
      const sassRule = {
        test: /\.scss$/,
        include: [stylesheet],
        use: [...utils.getStyleLoaders(isServer, {}), {loader: require.resolve('sass-loader')}],
      };
      return {...themeConfig, module: {rules: [...(themeConfig.module?.rules ?? []), sassRule]}};
    },
  };
}
