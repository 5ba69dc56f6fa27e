import {describe, expect, it} from 'vitest';
import {withEdit, withImportsFrom} from '.';

describe('module-edit', () => {
  it('makes a copy\'s relative imports name the installed package\'s files, and leaves package imports alone', () => {
    const source = "import { a } from './a';\nimport b from \"../utils/b\";\nimport React from 'react';";
    expect(withImportsFrom(source, '/site/node_modules/pkg/lib/hooks/x.js')).toBe(
      "import { a } from '/site/node_modules/pkg/lib/hooks/a';\n" +
        'import b from "/site/node_modules/pkg/lib/utils/b";\n' +
        "import React from 'react';",
    );
  });

  it('fails, naming the plugin, when the piece to replace is not in the module exactly once', () => {
    const edit = {module: 'x.js', original: 'setState(1);', replacement: 'setState(2);'};
    expect(() => withEdit('setState(1); setState(1);', edit, 'some-plugin')).toThrow('src/plugins/some-plugin');
    expect(withEdit('setState(1);', edit, 'some-plugin')).toBe('setState(2);');
  });
});
