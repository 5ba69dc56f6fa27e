import {describe, expect, it} from 'vitest';
import {getPlatform, requirements} from '@site/src/data/platforms';
import {product} from '@site/src/data/product';
import {htmlToMarkdown, type PageContext} from './htmlToMarkdown';

const ios = getPlatform('ios');
const SVG_DATA_URI = 'data:image/svg+xml;base64,PHN2Zy8+';

const page: PageContext = {
  pageUrl: `${product.siteUrl}/ios/example`,
  imageUrlOf: (dataUri) => (dataUri === SVG_DATA_URI ? `${product.siteUrl}/img/docs/flow.svg` : 'unexpected'),
};

/** A twin as the converter writes it: the title, the source line, then the body's lines. */
const twin = (title: string, body: string[]) =>
  [`# ${title}`, '', `Source: <${page.pageUrl}>`, '', ...body, ''].join('\n');

/** The Markdown of a doc whose content is `content`. */
const converted = (content: string) =>
  htmlToMarkdown(`<html><body><div class="theme-doc-markdown markdown">${content}</div></body></html>`, page).markdown;

/** One line of a highlighted code block, as the theme renders it. */
const line = (code: string) =>
  `<div class=token-line><span class="token plain">${code}</span><span class="token plain"></span><br/></div>`;

const codeBlock = (language: string, title: string, lines: string[]) =>
  `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockTitle_OeMC>${title}</div>` +
  `<div class=codeBlockContent_QJqH><pre tabindex=0 class="prism-code language-${language}"><code class=codeBlockLines_e6Vv>` +
  `${lines.map(line).join('')}</code></pre></div></div>`;

/** A doc page the way the build writes it: token values in the text, every tab panel, the theme's markup. */
const builtPage = `<!doctype html><html lang=en><head><title>Start the SDK | ${product.name} Documents</title>
<meta name=description content="Start the ${product.name} SDK in an iOS app."></head><body>
<div id=__docusaurus_skipToContent_fallback class="main-wrapper"><main><article>
<nav aria-label=Breadcrumbs><a href=/>Home</a></nav>
<div class="theme-doc-markdown markdown"><header><h1>Start the SDK on ${ios.title}</h1></header>
<p>Add <code>${ios.sdk.package}</code> ${ios.sdk.version} to your app, then read <a href=/ios/integration/test>the test page</a>.</p>
<p><img decoding=async loading=lazy alt="The SDK sends a first session." src="${SVG_DATA_URI}" class=img_btc7></p>
<h2 class=anchor id=start>Start it<a href=#start class=hash-link aria-label="Direct link to Start it" translate=no>\u200b</a></h2>
<div class="theme-tabs-container tabs-container tabList_TRJ7"><ul role=tablist aria-orientation=horizontal class=tabs>
<li role=tab tabindex=0 aria-selected=true class="tabs__item tabs__item--active">SwiftUI<li role=tab tabindex=-1 aria-selected=false class=tabs__item>UIKit<li role=tab tabindex=-1 aria-selected=false class=tabs__item>Objective-C</ul>
<div class=margin-top--md>
<div role=tabpanel class=tabItem_Ymn6>${codeBlock('swift', 'MyApp.swift', ['import AttrioSDK', '', 'Attrio.initialize(config)'])}</div>
<div role=tabpanel class=tabItem_Ymn6 hidden>${codeBlock('swift', 'AppDelegate.swift', ['Attrio.initialize(config)'])}</div>
<div role=tabpanel class=tabItem_Ymn6 hidden><p>In the app delegate:</p>${codeBlock('objectivec', 'AppDelegate.m', ['[Attrio initialize:config];'])}</div>
</div></div>
<div class="theme-admonition theme-admonition-warning admonition_XL3M alert alert--warning"><div class=admonitionHeading_avHu><span class=admonitionIcon_Pc1x><svg viewBox="0 0 16 16"><path d="M0 0"/></svg></span>warning</div>
<div class=admonitionContent_gco1><p>Start the SDK <strong>once</strong> per launch.</div></div>
<table><thead><tr><th>Setting<th>Value<tbody><tr><td>Minimum iOS<td>${requirements.ios.minIos}<tr><td>Package<td><code>${ios.sdk.package}</code></table>
</div><footer class=theme-doc-footer><a href=https://github.com/edit>Edit this page</a></footer>
</article></main></div></body></html>`;

describe('htmlToMarkdown', () => {
  it('gives what the reader sees: values, every labelled tab, the admonition, the table and the image', () => {
    const {markdown, title, description} = htmlToMarkdown(builtPage, page);
    expect(title).toBe(`Start the SDK on ${ios.title}`);
    expect(description).toBe(`Start the ${product.name} SDK in an iOS app.`);
    expect(markdown).toBe(
      twin(`Start the SDK on ${ios.title}`, [
        `Add \`${ios.sdk.package}\` ${ios.sdk.version} to your app, then read [the test page](${product.siteUrl}/ios/integration/test).`,
        '',
        `![The SDK sends a first session.](${product.siteUrl}/img/docs/flow.svg)`,
        '',
        '## Start it',
        '',
        '**SwiftUI**',
        '',
        '```swift title="MyApp.swift"',
        'import AttrioSDK',
        '',
        'Attrio.initialize(config)',
        '```',
        '',
        '**UIKit**',
        '',
        '```swift title="AppDelegate.swift"',
        'Attrio.initialize(config)',
        '```',
        '',
        '**Objective-C**',
        '',
        'In the app delegate:',
        '',
        '```objectivec title="AppDelegate.m"',
        '[Attrio initialize:config];',
        '```',
        '',
        '> [!WARNING]',
        '> Start the SDK **once** per launch.',
        '',
        '| Setting | Value |',
        '| - | - |',
        `| Minimum iOS | ${requirements.ios.minIos} |`,
        `| Package | \`${ios.sdk.package}\` |`,
      ]),
    );
  });

  it('keeps an admonition’s own title and puts table captions and lists in cells into Markdown', () => {
    const content = `<h1>Links</h1>
<div class="theme-admonition theme-admonition-tip alert"><div>Sandbox first</div><div><p>Use the sandbox.</div></div>
<table><caption>Links for Android</caption><thead><tr><th>Docs<th>Related</thead>
<tbody><tr><td><a href=/android/home>Android<!-- --> docs</a><td><ul><li><a href=/a>A</a><li><a href=/b>B</a></ul></tbody></table>`;
    expect(converted(content)).toBe(
      twin('Links', [
        '> [!TIP]',
        '> **Sandbox first**',
        '>',
        '> Use the sandbox.',
        '',
        '**Links for Android**',
        '',
        '| Docs | Related |',
        '| - | - |',
        `| [Android docs](${product.siteUrl}/android/home) | [A](${product.siteUrl}/a), [B](${product.siteUrl}/b) |`,
      ]),
    );
  });

  it('reads cards, labelled lists and diagrams as text, and leaves out controls and decorative images', () => {
    const content = `<h1>Platforms</h1>
<figure><svg role=img aria-labelledby="t d"><title id=t>How it works</title><desc id=d>Click, then install</desc><text>Click</text></svg></figure>
<fieldset><legend>Your platform</legend><label><input type=radio checked>Android</label></fieldset>
<ol aria-label="Quick start for Android"><li>Add the SDK. <a href=/android/integration/home>Set up</a></ol>
<ul><li><a href=/web/home><img src=/img/web.svg alt=""><span>Web</span><span>Websites and apps.</span></a></ul>
<button type=button>Copy</button>`;
    expect(converted(content)).toBe(
      twin('Platforms', [
        '_How it works. Click, then install._',
        '',
        'Quick start for Android:',
        '',
        `1. Add the SDK. [Set up](${product.siteUrl}/android/integration/home)`,
        '',
        `- [Web](${product.siteUrl}/web/home): Websites and apps.`,
      ]),
    );
  });

  it('lists OpenAPI schema properties with their type, nested ones nested', () => {
    const property = (name: string, type: string, extra = '') =>
      `<div class=openapi-schema__list-item><div><span class=openapi-schema__container><strong class=openapi-schema__property>${name}</strong>` +
      `<span class=openapi-schema__name>${type}</span>${extra}</span></div></div>`;
    const content = `<h1 class=openapi__heading>Hook</h1>
${property('name', 'string', '<span class=openapi-schema__divider></span><span class=openapi-schema__required>required</span>')}
<div class=openapi-schema__list-item><details><summary><span class=openapi-schema__container><strong class=openapi-schema__property>labels</strong><span class=openapi-schema__name> <!-- -->object</span></span></summary>
<div><p>Pod labels.</p>${property('app', 'string')}</div></details></div>
<div><strong>Example:<!-- --> </strong><span><code>api</code></span></div>`;
    expect(converted(content)).toBe(
      twin('Hook', [
        '- **name** (string, required)',
        '',
        '- **labels** (object)',
        '',
        '  Pod labels.',
        '',
        '  - **app** (string)',
        '',
        '**Example:** `api`',
      ]),
    );
  });

  it('stops on a page without content or without a title, rather than publish an empty twin', () => {
    expect(() => htmlToMarkdown('<html><body><p>Nothing</p></body></html>', page)).toThrow(/no page content/);
    expect(() => converted('<p>Text</p>')).toThrow(/no h1/);
  });
});
