// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render, screen} from '@testing-library/react';
import FeatureMatrix from '.';
import {featureMatrix} from '@site/src/data/featureMatrix';
import {platforms} from '@site/src/data/platforms';

afterEach(cleanup);

describe('FeatureMatrix', () => {
  it('renders a row per feature and a column per platform', () => {
    render(<FeatureMatrix />);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(featureMatrix.map((r) => r.label));
    expect(screen.getAllByRole('columnheader').slice(1).map((cell) => cell.textContent)).toEqual(
      platforms.map((p) => p.title),
    );
  });

  it('links documented cells and says "Not available" for the others', () => {
    render(<FeatureMatrix />);
    expect(screen.getByRole('link', {name: 'Guide to SKAdNetwork on iOS'}).getAttribute('href')).toBe(
      '/ios/additional_features/transparency#skadnetwork',
    );
    expect(screen.queryByRole('link', {name: 'Guide to SKAdNetwork on Android'})).toBeNull();
    const cells = featureMatrix.length * platforms.length;
    const linked = featureMatrix.reduce((sum, row) => sum + Object.keys(row.pages).length, 0);
    expect(screen.getAllByText('Not available')).toHaveLength(cells - linked);
  });
});
