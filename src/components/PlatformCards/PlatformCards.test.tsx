// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render, screen, within} from '@testing-library/react';
import PlatformCards from '.';
import {platforms} from '@site/src/data/platforms';

afterEach(cleanup);

describe('PlatformCards', () => {
  it('renders one linked card per platform with its title and icon', () => {
    render(<PlatformCards />);
    const list = screen.getByRole('list', {name: 'Platforms'});
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(platforms.map((p) => p.docsHome));
    for (const platform of platforms) {
      const card = screen.getByRole('link', {name: new RegExp(`^${platform.title}`)});
      expect(card.querySelector('img')?.getAttribute('src')).toBe(platform.icon);
    }
  });
});
