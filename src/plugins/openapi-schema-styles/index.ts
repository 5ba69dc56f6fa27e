/**
 * The OpenAPI theme with only the styles our reference pages use. Docusaurus ships one render-blocking stylesheet
 * for every page of the site, and the theme's is mostly its request explorer's, which no page here renders:
 * 27.5 of the site's 44.4 KB of CSS (gzip), charged to every first visit's paint. This keeps the theme's
 * components and Sass set-up and swaps its stylesheet for `schema.scss`.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs';

const stylesheet = require.resolve('./schema.scss');

export default function openApiThemeWithSchemaStyles(context: LoadContext): Plugin {
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
