/**
 * The C# file of the Unity SDK (namespace `AttrioSDK`), generated from the manifest: C# samples compile against it.
 *
 * `Attrio` is a static class of static methods; `AttrioConfig`, `AttrioEvent` and `AttrioAdRevenue` have their
 * constructor and read-write properties; the results the SDK hands out (`AttrioAttribution`, …) have get-only
 * properties and no public constructor; enumerations are C# enums. Members are PascalCase (`platformName`). A callback
 * is an `Action<…>` when it returns nothing and a `Func<…, R>` otherwise (the deferred deep-link callback is a
 * `Func<string, bool>`); the asynchronous getters of the wrapper take an `Action<T>` (their Unity signature says so).
 * Nullability: `T | null` of a value type is `T?`; reference types are nullable in C# 7.3 anyway.
 */
import {sdkShape, type SdkParam, type SdkType, type ShapeClass, type ShapeMember} from '../sdkShape';

/**
 * The Apple `Error` a completion handler receives crosses the Unity bridge as its description, a string (the
 * manifest's only platform type in a Unity signature). Any other platform type must be given a C# form here first.
 */
const platformTypes: Record<string, string> = {Error: 'string'};

const valueTypes = new Set(['bool', 'int', 'double']);

/** C# keywords a parameter name of the manifest may collide with (`event`), escaped with `@`. */
const keywords = new Set([
  'abstract', 'as', 'base', 'bool', 'break', 'byte', 'case', 'catch', 'char', 'checked', 'class', 'const', 'continue',
  'decimal', 'default', 'delegate', 'do', 'double', 'else', 'enum', 'event', 'explicit', 'extern', 'false', 'finally',
  'fixed', 'float', 'for', 'foreach', 'goto', 'if', 'implicit', 'in', 'int', 'interface', 'internal', 'is', 'lock',
  'long', 'namespace', 'new', 'null', 'object', 'operator', 'out', 'override', 'params', 'private', 'protected',
  'public', 'readonly', 'ref', 'return', 'sbyte', 'sealed', 'short', 'sizeof', 'stackalloc', 'static', 'string',
  'struct', 'switch', 'this', 'throw', 'true', 'try', 'typeof', 'uint', 'ulong', 'unchecked', 'unsafe', 'ushort',
  'using', 'virtual', 'void', 'volatile', 'while',
]);
const identifier = (name: string) => (keywords.has(name) ? `@${name}` : name);

export function csharpType(type: SdkType, enums: ReadonlySet<string>, where: string): string {
  switch (type.kind) {
    case 'primitive':
      return {string: 'string', boolean: 'bool', int: 'int', double: 'double', void: 'void'}[type.name];
    case 'named':
      if (type.name.startsWith('Attrio')) return type.name;
      if (platformTypes[type.name]) return platformTypes[type.name]!;
      throw new Error(`${where}: no C# form for the platform type ${type.name}`);
    case 'nullable': {
      const inner = csharpType(type.type, enums, where);
      return valueTypes.has(inner) || enums.has(inner) ? `${inner}?` : inner;
    }
    case 'callback': {
      const args = type.params.map((p) => csharpType(p.type, enums, where));
      if (type.returns.kind === 'primitive' && type.returns.name === 'void') {
        return args.length === 0 ? 'Action' : `Action<${args.join(', ')}>`;
      }
      return `Func<${[...args, csharpType(type.returns, enums, where)].join(', ')}>`;
    }
    case 'literals':
      return 'string';
    case 'promise':
    case 'object':
      throw new Error(`${where}: no C# form for a ${type.kind} type in a Unity signature`);
  }
}

function parameters(params: SdkParam[], enums: ReadonlySet<string>, where: string): string {
  return params
    .map((p) => {
      const type = csharpType(p.type, enums, where);
      // C# has default arguments: an optional parameter defaults to null (a callback) or the type's default.
      const fallback = p.optional ? ` = ${valueTypes.has(type) || enums.has(type) ? `default(${type})` : 'null'}` : '';
      return `${type} ${identifier(p.name)}${fallback}`;
    })
    .join(', ');
}

function member(cls: ShapeClass, m: ShapeMember, kind: 'constructor' | 'method' | 'property', enums: ReadonlySet<string>): string {
  const where = `${cls.name}.${m.name}`;
  const modifiers = cls.isStatic ? 'public static' : 'public';
  if (kind === 'constructor') return `public ${cls.name}(${parameters(m.params, enums, where)}) { }`;
  if (kind === 'property') return `${modifiers} ${csharpType(m.type, enums, where)} ${m.name} { get;${m.readonly ? '' : ' set;'} }`;
  const returns = csharpType(m.type, enums, where);
  const body = returns === 'void' ? '{ }' : '{ throw null; }';
  return `${modifiers} ${returns} ${m.name}(${parameters(m.params, enums, where)}) ${body}`;
}

function csharpClass(cls: ShapeClass, enums: ReadonlySet<string>): string[] {
  if (cls.isEnum) return [`public enum ${cls.name}`, '{', `    ${cls.values.map((v) => v.name).join(', ')}`, '}'];
  const body = [
    ...cls.constructors.map((c) => member(cls, c, 'constructor', enums)),
    // The SDK hands these out; an app never creates one.
    ...(cls.isStatic || cls.constructors.length > 0 ? [] : [`private ${cls.name}() { }`]),
    ...cls.properties.map((p) => member(cls, p, 'property', enums)),
    ...cls.methods.map((m) => member(cls, m, 'method', enums)),
  ];
  return [`public ${cls.isStatic ? 'static ' : ''}class ${cls.name}`, '{', ...body.map((l) => `    ${l}`), '}'];
}

/** `AttrioSDK.cs`: the Unity SDK's public API as C# source with empty bodies. */
export function csharpSdkSource(): string {
  const shape = sdkShape('unity');
  const enums = new Set<string>(shape.filter((c) => c.isEnum).map((c) => c.name));
  const body = shape.flatMap((cls) => ['', ...csharpClass(cls, enums)]);
  return [
    '// Generated from src/data/sdkManifest.ts by tests/samples/generate/csharp.ts: the Unity SDK as samples see it.',
    'using System;',
    '',
    'namespace AttrioSDK',
    '{',
    ...body.slice(1).map((l) => (l ? `    ${l}` : l)),
    '}',
    '',
  ].join('\n');
}
