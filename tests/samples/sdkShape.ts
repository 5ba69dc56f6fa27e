/**
 * The SDK's shape per platform, read from the typed signatures of `src/data/sdkManifest.ts` with the TypeScript
 * parser. The stub generators of each language start from this and nothing else.
 */
import ts from 'typescript';
import type {PlatformId} from '../../src/data/platforms';
import {membersFor, platformName, signatureFor, type SdkMember, type SdkTypeName} from '../../src/data/sdkManifest';

export type SdkType =
  | {kind: 'primitive'; name: 'string' | 'boolean' | 'int' | 'double' | 'void'}
  /** A type of the SDK or of the platform (`AttrioEvent`, `Context`, `URL`). */
  | {kind: 'named'; name: string}
  | {kind: 'nullable'; type: SdkType}
  | {kind: 'promise'; type: SdkType}
  | {kind: 'callback'; params: SdkParam[]; returns: SdkType}
  /** A union of string literals (`"low" | "medium"`): a string everywhere but TypeScript. */
  | {kind: 'literals'; values: string[]}
  /** An inline object type (Web only): kept as its TypeScript text. */
  | {kind: 'object'; text: string};

export interface SdkParam {
  name: string;
  type: SdkType;
  optional: boolean;
}

export interface ShapeMember {
  member: SdkMember;
  /** The platform's spelling (`TrackEvent` in C#, `SANDBOX` for an Android enum value). */
  name: string;
  params: SdkParam[];
  /** A property's type, or a method's return type. */
  type: SdkType;
  readonly: boolean;
}

export interface ShapeClass {
  name: SdkTypeName;
  /** `Attrio` is the static entry point; the others are instantiated or handed to callbacks. */
  isStatic: boolean;
  isEnum: boolean;
  constructors: ShapeMember[];
  methods: ShapeMember[];
  properties: ShapeMember[];
  values: ShapeMember[];
}

function typeOf(node: ts.TypeNode, source: ts.SourceFile): SdkType {
  if (ts.isUnionTypeNode(node)) {
    const rest = node.types.filter((t) => !(ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword));
    if (rest.every((t) => ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal))) {
      return {kind: 'literals', values: rest.map((t) => ((t as ts.LiteralTypeNode).literal as ts.StringLiteral).text)};
    }
    if (rest.length !== 1 || rest.length === node.types.length) {
      throw new Error(`Unsupported union in the SDK manifest: ${node.getText(source)}`);
    }
    return {kind: 'nullable', type: typeOf(rest[0]!, source)};
  }
  if (ts.isFunctionTypeNode(node)) {
    return {kind: 'callback', params: paramsOf(node.parameters, source), returns: typeOf(node.type, source)};
  }
  if (ts.isTypeLiteralNode(node)) {
    return {kind: 'object', text: node.getText(source)};
  }
  if (node.kind === ts.SyntaxKind.StringKeyword) return {kind: 'primitive', name: 'string'};
  if (node.kind === ts.SyntaxKind.BooleanKeyword) return {kind: 'primitive', name: 'boolean'};
  if (node.kind === ts.SyntaxKind.VoidKeyword) return {kind: 'primitive', name: 'void'};
  if (ts.isTypeReferenceNode(node)) {
    const name = node.typeName.getText(source);
    if (name === 'int' || name === 'double') return {kind: 'primitive', name};
    if (name === 'Promise' && node.typeArguments?.length === 1) {
      return {kind: 'promise', type: typeOf(node.typeArguments[0]!, source)};
    }
    if (!node.typeArguments) return {kind: 'named', name};
  }
  throw new Error(`Unsupported type in the SDK manifest: ${node.getText(source)}`);
}

function paramsOf(parameters: ts.NodeArray<ts.ParameterDeclaration>, source: ts.SourceFile): SdkParam[] {
  return parameters.map((p) => {
    if (!p.type) throw new Error(`Untyped parameter in the SDK manifest: ${p.getText(source)}`);
    return {name: p.name.getText(source), type: typeOf(p.type, source), optional: p.questionToken !== undefined};
  });
}

/** Parses one member's signature for a platform, as a class member declaration. */
export function parseSignature(signature: string): {params: SdkParam[]; type: SdkType; readonly: boolean} {
  const text = `declare class Shape { ${signature.replace(/^new \w+/, 'constructor')}; }`;
  const source = ts.createSourceFile('signature.ts', text, ts.ScriptTarget.Latest, true);
  const declaration = (source.statements[0] as ts.ClassDeclaration).members[0];
  if (!declaration || (source as unknown as {parseDiagnostics: unknown[]}).parseDiagnostics.length > 0) {
    throw new Error(`Cannot parse the SDK manifest signature "${signature}"`);
  }
  const readonly = ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly;
  if (ts.isConstructorDeclaration(declaration)) {
    return {params: paramsOf(declaration.parameters, source), type: {kind: 'primitive', name: 'void'}, readonly: false};
  }
  if (ts.isMethodDeclaration(declaration) && declaration.type) {
    return {params: paramsOf(declaration.parameters, source), type: typeOf(declaration.type, source), readonly: false};
  }
  if (ts.isPropertyDeclaration(declaration) && declaration.type) {
    return {params: [], type: typeOf(declaration.type, source), readonly: readonly !== 0};
  }
  throw new Error(`The SDK manifest signature "${signature}" is not a typed method, property or constructor`);
}

/**
 * The classes and enumerations of the SDK on one platform, as the language `language` spells them (Objective-C
 * spells enum values differently from Swift on the same platform).
 */
export function sdkShape(platform: PlatformId, language?: string): ShapeClass[] {
  const classes = new Map<SdkTypeName, ShapeClass>();
  for (const member of membersFor(platform)) {
    const shape = classes.get(member.type) ?? {
      name: member.type, isStatic: member.type === 'Attrio', isEnum: false,
      constructors: [], methods: [], properties: [], values: [],
    };
    classes.set(member.type, shape);
    const name = platformName(member, platform, language);
    if (member.kind === 'value') {
      shape.isEnum = true;
      shape.values.push({member, name, params: [], type: {kind: 'named', name: member.type}, readonly: true});
      continue;
    }
    const parsed = parseSignature(signatureFor(member, platform));
    const entry = {member, name, ...parsed};
    if (member.kind === 'constructor') shape.constructors.push(entry);
    else if (member.kind === 'method') shape.methods.push(entry);
    else shape.properties.push(entry);
  }
  return [...classes.values()];
}

/** Every callback type a platform's signatures use, in order of first use, with the member that uses it. */
export function callbacksOf(shape: ShapeClass[]): {member: ShapeMember; callback: Extract<SdkType, {kind: 'callback'}>}[] {
  const found: {member: ShapeMember; callback: Extract<SdkType, {kind: 'callback'}>}[] = [];
  const visit = (member: ShapeMember, type: SdkType) => {
    if (type.kind === 'callback') found.push({member, callback: type});
    if (type.kind === 'nullable' || type.kind === 'promise') visit(member, type.type);
  };
  for (const cls of shape) {
    for (const member of [...cls.methods, ...cls.properties, ...cls.constructors]) {
      visit(member, member.type);
      member.params.forEach((p) => visit(member, p.type));
    }
  }
  return found;
}
