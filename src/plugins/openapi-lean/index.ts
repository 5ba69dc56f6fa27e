/**
 * The OpenAPI theme, lightened for a reference that documents schemas only (README.md: what each part saves and how
 * to return to the stock theme). Two theme plugins, in this order:
 * - the OpenAPI theme with our stylesheet in place of its own and three of its libraries swapped for small stand-ins;
 * - `./theme`, which shadows five of the OpenAPI theme's modules (listed in README.md).
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs';

const stylesheet = require.resolve('./schema.scss');

/** The stand-ins, each checked against the library it replaces by the unit tests beside it. */
const dependencyStandIns = () => ({
  'allof-merge$': require.resolve('./dependencies/allOfMerge'),
  'lodash/isEmpty$': require.resolve('./dependencies/isEmpty'),
  'lodash/flatten$': require.resolve('./dependencies/flatten'),
});

function openApiThemeLean(context: LoadContext): Plugin {
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
      return {
        ...themeConfig,
        module: {rules: [...(themeConfig.module?.rules ?? []), sassRule]},
        resolve: {...themeConfig.resolve, alias: dependencyStandIns()},
      };
    },
  };
}

function openApiLeanSwizzles(): Plugin {
  return {name: 'openapi-lean-swizzles', getThemePath: () => join(__dirname, 'theme')};
}

/** For `themes` in docusaurus.config.ts, in place of `docusaurus-theme-openapi-docs`. */
export const openApiLeanThemes = [openApiThemeLean, openApiLeanSwizzles];
