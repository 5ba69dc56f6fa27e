// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen, within} from '@testing-library/react';
import QuickStartChooser from '.';

afterEach(cleanup);

describe('QuickStartChooser', () => {
  it('starts with Android and links its set-up, test and event pages', () => {
    render(<QuickStartChooser />);
    const steps = screen.getByRole('list', {name: 'Quick start for Android'});
    expect(within(steps).getByRole('link', {name: 'Set up the SDK'}).getAttribute('href')).toBe('/android/integration/home');
    expect(within(steps).getByRole('link', {name: 'Track events'}).getAttribute('href')).toBe('/android/event');
  });

  it('switches every step to the chosen platform', () => {
    render(<QuickStartChooser />);
    fireEvent.click(screen.getByRole('radio', {name: 'Unity'}));
    const steps = screen.getByRole('list', {name: 'Quick start for Unity'});
    expect(within(steps).getByRole('link', {name: 'Test the integration'}).getAttribute('href')).toBe('/unity/integration/test');
    expect(within(steps).getByRole('link', {name: 'Integration checklist'}).getAttribute('href')).toBe('/unity/integration/');
  });
});
