/**
 * The API reference's front page, the introduction `docusaurus-plugin-openapi-docs` generates from the OpenAPI
 * document. Its front matter comes from `frontMatter.mustache`, which serves it at the section root (`slug: /`).
 */
import {join} from 'node:path';

export const frontMatterTemplate = join(__dirname, 'frontMatter.mustache');
