/**
 * Token substitution for front matter (titles, descriptions, sidebar labels), which Docusaurus parses before
 * any remark plugin runs. Used as `markdown.parseFrontMatter`.
 */
import type {ParseFrontMatter} from '@docusaurus/types';
import {replaceTokens} from '../../data/tokens';
import {tokenTable} from './index';

function replaceDeep(value: unknown, where: string): unknown {
  if (typeof value === 'string') {
    return replaceTokens(value, tokenTable, where);
  }
  if (Array.isArray(value)) {
    return value.map((item) => replaceDeep(item, where));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, replaceDeep(inner, where)]));
  }
  return value;
}

export const parseFrontMatterWithTokens: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  return {
    ...result,
    frontMatter: replaceDeep(result.frontMatter, `${params.filePath} (front matter)`) as Record<string, unknown>,
  };
};
