/**
 * Token substitution for front matter (titles, descriptions, sidebar labels), which Docusaurus parses before
 * any remark plugin runs. Used as `markdown.parseFrontMatter`.
 */
import type {ParseFrontMatter} from '@docusaurus/types';
import {replaceTokens, UnknownTokenError, type TokenSite} from '../../data/tokens';
import {tokenTable} from './index';

function replaceDeep(value: unknown, site: TokenSite): unknown {
  if (typeof value === 'string') {
    return replaceTokens(value, tokenTable, site);
  }
  if (Array.isArray(value)) {
    return value.map((item) => replaceDeep(item, site));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, replaceDeep(inner, site)]));
  }
  return value;
}

export const parseFrontMatterWithTokens: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  try {
    return {...result, frontMatter: replaceDeep(result.frontMatter, {file: params.filePath}) as Record<string, unknown>};
  } catch (error) {
    // The parsed values have no lines; the token's first line in the file is its line in the front matter, which
    // comes first.
    if (!(error instanceof UnknownTokenError)) throw error;
    const index = params.fileContent.split('\n').findIndex((line) => line.includes(error.token));
    throw index === -1 ? error : error.atLine(index + 1);
  }
};
