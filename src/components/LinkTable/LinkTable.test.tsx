// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render, screen, within} from '@testing-library/react';
import LinkTable from '.';
import {crossLinkLabels, getPlatform, platforms} from '@site/src/data/platforms';

afterEach(cleanup);

describe('LinkTable', () => {
  it('shows one row per platform by default', () => {
    render(<LinkTable />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(platforms.map((p) => p.title));
  });

  it('shows the repository, example app, docs and cross-links of one platform', () => {
    const android = getPlatform('android');
    render(<LinkTable platform="android" />);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('link', {name: 'Android SDK source'}).getAttribute('href')).toBe(android.links.repository);
    expect(screen.getByRole('link', {name: 'Android example app'}).getAttribute('href')).toBe(android.links.exampleApp);
    expect(screen.getByRole('link', {name: crossLinkLabels.multipleReceivers}).getAttribute('href')).toBe(
      '/android/special_cases/multiple_receiver',
    );
  });

  it('omits cross-links a platform does not have', () => {
    render(<LinkTable platform="web" />);
    expect(screen.queryByRole('link', {name: crossLinkLabels.uninstall})).toBeNull();
  });
});
