import {describe, expect, it} from 'vitest';
import {bundleMustInclude, withEdit, withImportsFrom} from '.';

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

describe('bundleMustInclude', () => {
  const compile = (files: string[]) => {
    let done: ((stats: {compilation: {fileDependencies: Iterable<string>}}) => void) | undefined;
    bundleMustInclude('some-plugin', ['/site/.docusaurus/some-plugin/default/edited.js']).apply({
      hooks: {done: {tap: (_name, callback) => void (done = callback)}},
    });
    return () => done!({compilation: {fileDependencies: new Set(files)}});
  };

  it('lets the build go on when the edited copy is a module of the browser bundle', () => {
    expect(compile(['/site/src/a.ts', '/site/.docusaurus/some-plugin/default/edited.js'])).not.toThrow();
  });

  it('stops the build, naming the plugin and the copy, when the bundle no longer reads it', () => {
    expect(compile(['/site/src/a.ts'])).toThrow(
      /some-plugin: the browser bundle no longer includes \/site\/\.docusaurus\/some-plugin\/default\/edited\.js/,
    );
  });
});
