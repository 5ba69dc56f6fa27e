/**
 * The Objective-C header of the iOS SDK (`<AttrioSDK/AttrioSDK.h>`, module `AttrioSDK`), generated from the
 * manifest: Objective-C samples compile against it.
 *
 * - `Attrio` has class methods whose selector is the name, then the other parameters' names as labels:
 *   `+ (void)setUserProperty:(NSString *)key value:(NSString *)value;`.
 * - A constructor is `- (instancetype)initWith<FirstParameter>:… <label>:…` (`initWithSdkKey:environment:`), and
 *   `init`/`new` are unavailable, as are they for the results the SDK hands out (`AttrioAttribution`, …).
 * - Properties are `@property` with `nullable` where the manifest says `| null` (the header assumes nonnull);
 *   read-only ones are `readonly`. Enumerations are `NS_ENUM(NSInteger, …)` with cases prefixed by the type name
 *   (`AttrioEnvironmentSandbox`). Callbacks are blocks. An optional parameter is a `nullable` one (Objective-C has
 *   no default arguments).
 * - Types: `string` → `NSString *`, `boolean` → `BOOL`, `int` → `NSInteger`, `double` → `double`, a union of string
 *   literals → `NSString *`, `URL` → `NSURL *`, `Data` → `NSData *`, `Error` → `NSError *`.
 */
import {sdkShape, type SdkParam, type SdkType, type ShapeClass, type ShapeMember} from '../sdkShape';

const platformTypes: Record<string, string> = {URL: 'NSURL', Data: 'NSData', Error: 'NSError'};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** C and Objective-C words a parameter name of the manifest must not be (`id` is a type). */
const reserved = new Set(['id', 'default', 'register', 'auto', 'char', 'short', 'long', 'int', 'float', 'double',
  'signed', 'unsigned', 'const', 'volatile', 'static', 'extern', 'struct', 'union', 'enum', 'typedef', 'sizeof',
  'return', 'if', 'else', 'for', 'while', 'do', 'switch', 'case', 'break', 'continue', 'goto', 'self', 'super',
  'in', 'out', 'inout', 'bycopy', 'byref', 'oneway', 'nil', 'YES', 'NO']);
const paramName = (name: string) => (reserved.has(name) ? `${name}_` : name);

interface Context {
  enums: ReadonlySet<string>;
  where: string;
}

/**
 * A declaration of `name` (empty for an abstract type, as in a method's parameter) with the type `type`;
 * `nullable` marks the outermost pointer `_Nullable`.
 */
function declare(type: SdkType, name: string, context: Context, nullable = false): string {
  const named = (text: string) => (name ? `${text} ${name}` : text);
  const pointer = (cls: string) => (nullable ? `${cls} * _Nullable${name ? ` ${name}` : ''}` : `${cls} *${name}`);
  switch (type.kind) {
    case 'primitive':
      if (type.name === 'string') return pointer('NSString');
      return named({boolean: 'BOOL', int: 'NSInteger', double: 'double', void: 'void'}[type.name]);
    case 'named':
      if (context.enums.has(type.name)) return named(type.name);
      if (type.name.startsWith('Attrio')) return pointer(type.name);
      if (platformTypes[type.name]) return pointer(platformTypes[type.name]!);
      throw new Error(`${context.where}: no Objective-C form for the platform type ${type.name}`);
    case 'nullable':
      return declare(type.type, name, context, true);
    case 'literals':
      return pointer('NSString');
    case 'callback': {
      const params = type.params.map((p) => declare(p.type, p.name, context)).join(', ') || 'void';
      return `${declare(type.returns, '', context)} (^${nullable ? `_Nullable${name ? ' ' : ''}` : ''}${name})(${params})`;
    }
    case 'promise':
    case 'object':
      throw new Error(`${context.where}: no Objective-C form for a ${type.kind} type in an iOS signature`);
  }
}

const isObject = (type: SdkType, context: Context): boolean =>
  type.kind === 'nullable' ? isObject(type.type, context)
    : type.kind === 'callback' || type.kind === 'literals' || (type.kind === 'primitive' && type.name === 'string')
      || (type.kind === 'named' && !context.enums.has(type.name));

const copied = (type: SdkType): boolean =>
  type.kind === 'nullable' ? copied(type.type)
    : type.kind === 'callback' || type.kind === 'literals' || (type.kind === 'primitive' && type.name === 'string');

/** `name:(Type)name label:(Type)label …`, the selector's parts with their parameters. */
function selectorParts(first: string, params: SdkParam[], context: Context): string {
  return params
    .map((p, i) => `${i === 0 ? first : p.name}:(${declare(p.type, '', context, p.optional)})${paramName(p.name)}`)
    .join(' ');
}

function method(m: ShapeMember, isStatic: boolean, context: Context): string {
  const returns = declare(m.type, '', context);
  const selector = m.params.length === 0 ? m.name : selectorParts(m.name, m.params, context);
  return `${isStatic ? '+' : '-'} (${returns})${selector};`;
}

function constructor(m: ShapeMember, context: Context): string {
  const [first] = m.params;
  if (!first) return '- (instancetype)init;';
  return `- (instancetype)${selectorParts(`initWith${pascal(first.name)}`, m.params, context)} NS_DESIGNATED_INITIALIZER;`;
}

function property(p: ShapeMember, context: Context): string {
  const attributes = ['nonatomic'];
  if (p.readonly) attributes.push('readonly');
  if (isObject(p.type, context)) attributes.push(copied(p.type) ? 'copy' : 'strong');
  return `@property (${attributes.join(', ')}) ${declare(p.type, p.name, context)};`;
}

function objcClass(cls: ShapeClass, context: Context): string[] {
  if (cls.isEnum) {
    return [`typedef NS_ENUM(NSInteger, ${cls.name}) {`, ...cls.values.map((v) => `    ${v.name},`), '};'];
  }
  const body: string[] = [];
  for (const c of cls.constructors) body.push(constructor(c, {...context, where: `${cls.name}.${c.name}`}));
  // Nothing is created with a bare init: the SDK's classes take their arguments, and the results come from the SDK.
  if (!cls.constructors.some((c) => c.params.length === 0)) {
    body.push('- (instancetype)init NS_UNAVAILABLE;', '+ (instancetype)new NS_UNAVAILABLE;');
  }
  for (const p of cls.properties) body.push(property(p, {...context, where: `${cls.name}.${p.name}`}));
  for (const m of cls.methods) body.push(method(m, cls.isStatic, {...context, where: `${cls.name}.${m.name}`}));
  return [`@interface ${cls.name} : NSObject`, ...body, '@end'];
}

/** `AttrioSDK.h`: the iOS SDK's public Objective-C interface. */
export function objcSdkHeader(): string {
  const shape = sdkShape('ios', 'objectivec');
  const context: Context = {enums: new Set(shape.filter((c) => c.isEnum).map((c) => c.name)), where: ''};
  const enums = shape.filter((c) => c.isEnum);
  const classes = shape.filter((c) => !c.isEnum);
  return [
    '// Generated from src/data/sdkManifest.ts by tests/samples/generate/objc.ts: the iOS SDK as samples see it.',
    '#import <Foundation/Foundation.h>',
    '',
    'NS_ASSUME_NONNULL_BEGIN',
    '',
    ...enums.flatMap((cls) => [...objcClass(cls, context), '']),
    `@class ${classes.map((c) => c.name).join(', ')};`,
    '',
    ...classes.flatMap((cls) => [...objcClass(cls, context), '']),
    'NS_ASSUME_NONNULL_END',
    '',
  ].join('\n');
}

/** The module map that makes both `@import AttrioSDK;` and `#import <AttrioSDK/AttrioSDK.h>` find the header. */
export const objcModuleMap = 'module AttrioSDK {\n  header "AttrioSDK/AttrioSDK.h"\n  export *\n}\n';
