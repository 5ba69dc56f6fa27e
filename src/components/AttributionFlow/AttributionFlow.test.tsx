// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render, screen} from '@testing-library/react';
import AttributionFlow from '.';
import {product} from '@site/src/data/product';

afterEach(cleanup);

describe('AttributionFlow', () => {
  it('is an image named and described for screen readers', () => {
    render(<AttributionFlow />);
    const diagram = screen.getByRole('img', {name: /How attribution works/});
    expect(diagram.tagName.toLowerCase()).toBe('svg');
    expect(diagram.querySelector('desc')?.textContent).toContain(`the ${product.name} SDK reports it`);
    expect(diagram.querySelectorAll('rect')).toHaveLength(5);
  });
});
