// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {excerptParts, hitOf} from './hits';
import type {PagefindPage} from './searchClient';

const page: PagefindPage = {
  url: '/android/integration/home',
  excerpt: 'This page takes an Android app …',
  meta: {title: 'Integrate the Android SDK'},
  sub_results: [
    {
      title: 'Integrate the Android SDK',
      url: '/android/integration/home',
      excerpt: 'no <mark>install</mark> yet',
      weighted_locations: [{balanced_score: 40}],
    },
    {
      title: 'Add the SDK and the Install Referrer library',
      url: '/android/integration/home#add-the-sdk-and-the-install-referrer-library',
      excerpt: 'The <mark>Install</mark> <mark>Referrer</mark> library',
      weighted_locations: [{balanced_score: 90}, {balanced_score: 80}],
    },
    {
      title: 'Check that it worked',
      url: '/android/integration/home#check-that-it-worked',
      excerpt: 'an <mark>install</mark>',
      weighted_locations: [{balanced_score: 30}],
    },
  ],
};

describe('hitOf', () => {
  it('links to the best-scoring section, with its heading under the page title', () => {
    expect(hitOf(page)).toEqual({
      url: '/android/integration/home#add-the-sdk-and-the-install-referrer-library',
      pageTitle: 'Integrate the Android SDK',
      heading: 'Add the SDK and the Install Referrer library',
      excerpt: 'The <mark>Install</mark> <mark>Referrer</mark> library',
    });
  });

  it('links to the page itself, without a heading, when the best match is in its opening text', () => {
    const [opening] = page.sub_results;
    const hit = hitOf({...page, sub_results: [{...opening!, weighted_locations: [{balanced_score: 500}]}]});
    expect(hit).toEqual({url: page.url, pageTitle: page.meta.title, heading: undefined, excerpt: opening!.excerpt});
  });

  it('falls back to the page and its excerpt when no section scores', () => {
    expect(hitOf({...page, sub_results: []})).toEqual({url: page.url, pageTitle: page.meta.title, excerpt: page.excerpt});
  });
});

describe('excerptParts', () => {
  it('splits Pagefind’s excerpt into plain and matched text, reading its character references', () => {
    expect(excerptParts('Call <mark>setPushToken</mark> &lt;token&gt; &amp; go')).toEqual([
      {text: 'Call ', matched: false},
      {text: 'setPushToken', matched: true},
      {text: ' <token> & go', matched: false},
    ]);
  });

  it('keeps markup out: a tag in the page text is text, never an element', () => {
    expect(excerptParts('&lt;img src=x onerror=alert(1)&gt;')).toEqual([
      {text: '<img src=x onerror=alert(1)>', matched: false},
    ]);
  });
});
