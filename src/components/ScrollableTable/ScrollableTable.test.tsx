// @vitest-environment jsdom
import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import ScrollableTable from '.';

describe('ScrollableTable', () => {
  it('renders the table as written and lets the keyboard reach it', () => {
    render(
      <ScrollableTable>
        <tbody>
          <tr>
            <td>cell</td>
          </tr>
        </tbody>
      </ScrollableTable>,
    );
    const table = screen.getByRole('table');
    expect(table.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('cell').textContent).toBe('cell');
  });
});
