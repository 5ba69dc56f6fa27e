/**
 * Lighter stand-ins for three libraries the OpenAPI theme's schema pages load, measured on a reference page:
 * - `allof-merge` (4.6 KB of gzip JavaScript) combines `allOf` members, and our document has none: `./allOfMerge`
 *   returns each schema as it is, and throws on one with `allOf`, so such a schema fails the build instead of
 *   shipping unmerged.
 * - `lodash/isEmpty` and `lodash/flatten` (2 KB, most of it lodash's type detection for values a JSON schema never
 *   holds): `./isEmpty` and `./flatten` do the same for JSON values.
 * The unit tests beside them check each against the library it replaces.
 */
import type {Plugin} from '@docusaurus/types';

export default function openApiLeanDependenciesPlugin(): Plugin {
  return {
    name: 'openapi-lean-dependencies',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'allof-merge$': require.resolve('./allOfMerge'),
            'lodash/isEmpty$': require.resolve('./isEmpty'),
            'lodash/flatten$': require.resolve('./flatten'),
          },
        },
      };
    },
  };
}
