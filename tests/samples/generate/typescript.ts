/** TypeScript declarations of the Web and React Native SDK packages, generated from the manifest. */
import type {PlatformId} from '../../../src/data/platforms';
import {getPlatform} from '../../../src/data/platforms';
import {sdkShape, type SdkParam, type SdkType, type ShapeClass} from '../sdkShape';

export function typescriptType(type: SdkType): string {
  switch (type.kind) {
    case 'primitive':
      return type.name === 'int' || type.name === 'double' ? 'number' : type.name;
    case 'named':
      return type.name;
    case 'nullable':
      return `${typescriptType(type.type)} | null`;
    case 'promise':
      return `Promise<${typescriptType(type.type)}>`;
    case 'callback':
      return `((${params(type.params)}) => ${typescriptType(type.returns)})`;
    case 'literals':
      return type.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'object':
      return type.text;
  }
}

const params = (list: SdkParam[]) =>
  list.map((p) => `${p.name}${p.optional ? '?' : ''}: ${typescriptType(p.type)}`).join(', ');

function declareClass(cls: ShapeClass): string {
  if (cls.isEnum) {
    return `  export enum ${cls.name} {\n${cls.values.map((v) => `    ${v.name} = '${v.member.name}',`).join('\n')}\n  }`;
  }
  const lines = [
    ...cls.constructors.map((c) => `constructor(${params(c.params)});`),
    ...cls.properties.map((p) => `${p.readonly ? 'readonly ' : ''}${p.name}: ${typescriptType(p.type)};`),
    ...cls.methods.map((m) => `${cls.isStatic ? 'static ' : ''}${m.name}(${params(m.params)}): ${typescriptType(m.type)};`),
  ];
  // Result types have no constructor of their own: the SDK hands them out, and samples only read them.
  const keyword = cls.isStatic || cls.constructors.length > 0 ? 'class' : 'interface';
  return `  export ${keyword} ${cls.name} {\n${lines.map((l) => `    ${l}`).join('\n')}\n  }`;
}

/** `declare module '<package>' { … }` for one JavaScript platform. */
export function typescriptDeclarations(platform: Extract<PlatformId, 'web' | 'reactnative'>): string {
  const body = sdkShape(platform).map(declareClass).join('\n');
  return `declare module '${getPlatform(platform).sdk.package}' {\n${body}\n}\n`;
}
