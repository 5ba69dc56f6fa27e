import {describe, expect, it} from 'vitest';
import {bundleMustInclude} from './bundleMustInclude';

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
