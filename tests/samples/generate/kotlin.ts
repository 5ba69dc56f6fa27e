/**
 * Kotlin sources of the Android SDK (package `io.attrio.sdk`), generated from the manifest. The Android SDK is a
 * Kotlin library: `Attrio` is an object with `@JvmStatic` calls, callbacks are `fun interface`s, and nullability is
 * Kotlin's own. So a Kotlin sample compiles exactly when it would against the real SDK (a bare lambda assigned to a
 * callback property does not), and Java samples see the SDK as Java code does (`setLogLevel`, `getNetwork`).
 */
import {androidListeners} from '../../../src/data/sdkManifest';
import {sdkShape, type SdkParam, type SdkType, type ShapeClass, type ShapeMember} from '../sdkShape';

export const ANDROID_PACKAGE = 'io.attrio.sdk';

const primitives: Record<string, string> = {string: 'String', boolean: 'Boolean', int: 'Int', double: 'Double', void: 'Unit'};

function listenerFor(member: ShapeMember, type: Extract<SdkType, {kind: 'callback'}>): string {
  const named = androidListeners.find((l) => l.usedBy.includes(member.member.name));
  if (named) return named.name;
  const value = type.params[0];
  if (type.params.length !== 1 || !value) throw new Error(`${member.name}: a getter's callback takes one value`);
  return `OnValueReadListener<${kotlinType(value.type, member)}>`;
}

export function kotlinType(type: SdkType, member: ShapeMember): string {
  switch (type.kind) {
    case 'primitive':
      return primitives[type.name]!;
    case 'named':
      return type.name;
    case 'nullable':
      return `${kotlinType(type.type, member)}?`;
    case 'callback':
      return listenerFor(member, type);
    case 'literals':
      return 'String';
    case 'promise':
    case 'object':
      throw new Error(`${member.name}: no Kotlin form for ${type.kind}`);
  }
}

const parameters = (params: SdkParam[], member: ShapeMember) =>
  params.map((p) => `${p.name}: ${kotlinType(p.type, member)}`).join(', ');

/** A stub body: the compiler only needs the declaration. */
const STUB = 'throw UnsupportedOperationException()';

function kotlinClass(cls: ShapeClass): string {
  if (cls.isEnum) return `enum class ${cls.name} { ${cls.values.map((v) => v.name).join(', ')} }`;
  const body: string[] = [];
  for (const p of cls.properties) {
    const type = kotlinType(p.type, p);
    body.push(p.readonly ? `val ${p.name}: ${type} get() = ${STUB}` : `var ${p.name}: ${type}\n        get() = ${STUB}\n        set(value) {}`);
  }
  for (const m of cls.methods) {
    const type = kotlinType(m.type, m);
    const returns = type === 'Unit' ? '' : `: ${type}`;
    body.push(`${cls.isStatic ? '@JvmStatic ' : ''}fun ${m.name}(${parameters(m.params, m)})${returns} = ${type === 'Unit' ? 'Unit' : STUB}`);
  }
  const members = body.map((l) => `    ${l}`).join('\n');
  if (cls.isStatic) return `object ${cls.name} {\n${members}\n}`;
  const constructor = cls.constructors[0];
  // Result types are handed out by the SDK: apps cannot construct them.
  const head = constructor ? `(${parameters(constructor.params, constructor)})` : ' internal constructor()';
  return `class ${cls.name}${head} {\n${members}\n}`;
}

function listenerInterfaces(): string[] {
  const callbacks = sdkShape('android').flatMap((cls) =>
    [...cls.methods, ...cls.properties].flatMap((member) =>
      [member.type, ...member.params.map((p) => p.type)]
        .filter((t): t is Extract<SdkType, {kind: 'callback'}> => t.kind === 'callback')
        .map((callback) => ({member, callback})),
    ),
  );
  return androidListeners.map((listener) => {
    const use = callbacks.find((c) => listener.usedBy.includes(c.member.member.name));
    if (!use) return `fun interface ${listener.name}<T> {\n    fun ${listener.method}(value: T)\n}`;
    const returns = kotlinType(use.callback.returns, use.member);
    return `fun interface ${listener.name} {\n    fun ${listener.method}(${parameters(use.callback.params, use.member)})${returns === 'Unit' ? '' : `: ${returns}`}\n}`;
  });
}

/** One Kotlin file with the whole SDK. */
export function kotlinSdkSource(): string {
  return [
    `package ${ANDROID_PACKAGE}`,
    'import android.content.Context\nimport android.net.Uri',
    ...listenerInterfaces(),
    ...sdkShape('android').map(kotlinClass),
  ].join('\n\n') + '\n';
}
