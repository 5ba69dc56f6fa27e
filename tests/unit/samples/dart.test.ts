import {describe, expect, it} from 'vitest';
import {checkDart, dartFunctionBody} from '../../samples/check/treesitter';
import {findUndeclaredCalls} from '../../support/sdkCalls';
import {sample as make} from './sampleFactory';

const sample = (code: string, line = 40) =>
  make({language: 'dart', fence: 'dart', doc: 'flutter/example.mdx', line, title: 'lib/main.dart', platform: 'flutter', code});

describe('the Dart sample check (tree-sitter: syntax, not types)', {timeout: 30_000}, () => {
  it('passes a file, and statements parsed as a function body after their imports', async () => {
    const file = sample(
      "import 'package:flutter/material.dart';\nimport 'package:attrio_flutter/attrio_flutter.dart';\n\n" +
        "void main() {\n  WidgetsFlutterBinding.ensureInitialized();\n  final config = AttrioConfig('KEY', AttrioEnvironment.sandbox)\n" +
        '    ..logLevel = AttrioLogLevel.verbose;\n  Attrio.initialize(config);\n  runApp(const MyApp());\n}',
    );
    const statements = sample(
      "import 'dart:io' show Platform;\n\nconfig.attWaitingInterval = 30;\nfinal status = await Attrio.requestTrackingAuthorization();\n" +
        "if (status == AttrioTrackingStatus.authorized) {\n  debugPrint('allowed');\n}",
    );
    expect(await checkDart([file, statements])).toEqual([]);
  });

  it('maps the function body back to the sample’s lines', () => {
    const {text, toLine} = dartFunctionBody("import 'dart:io';\nconfig.coppaCompliant = true;");
    expect(text.split('\n')).toEqual(["import 'dart:io';", 'Future<void> sample() async {', 'config.coppaCompliant = true;', '}']);
    expect([0, 1, 2, 3].map(toLine)).toEqual([1, 0, 2, 0]);
  });

  it('fails on a syntax error, with the page and line and the text around it', async () => {
    const problems = await checkDart([sample("final event = AttrioEvent('abc123')\n  ..addCallbackParameter('level', '3');\nAttrio.trackEvent(event;")]);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.where).toBe('docs/flutter/example.mdx:43');
    expect(problems[0]!.message).toMatch(/^syntax error: (missing|unexpected) .*\(tree-sitter-dart\)/);
  });

  it('fails on a declaration that is broken in a file and in a function body alike', async () => {
    const problems = await checkDart([sample("void onSignedIn(String userId {\n  Attrio.setUserId(userId);\n}")]);
    expect(problems.map((p) => p.where)).toContain('docs/flutter/example.mdx:41');
  });

  it('leaves an unknown SDK call to the manifest scan, which rejects it', async () => {
    const code = "Attrio.trackPurchase(9.99, 'EUR');";
    expect(await checkDart([sample(code)])).toEqual([]);
    const block = {doc: 'flutter/example.mdx', line: 40, lang: 'dart', meta: '', code};
    expect(findUndeclaredCalls(block, 'flutter').map((v) => v.found)).toEqual(['Attrio.trackPurchase']);
  });
});
