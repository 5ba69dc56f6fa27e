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

  it('asks for consent before the test, which ends in the testing view', () => {
    render(<QuickStartChooser />);
    const items = within(screen.getByRole('list', {name: 'Quick start for Android'})).getAllByRole('listitem');
    const consent = items.findIndex((item) => within(item).queryByRole('link', {name: 'Ask for consent'}));
    const test = items.findIndex((item) => within(item).queryByRole('link', {name: 'Test the integration'}));
    expect(consent).toBeGreaterThan(0);
    expect(test).toBeGreaterThan(consent);
    expect(items[consent]?.textContent).toContain('setTrackingConsent(true)');
    expect(items[test]?.textContent).toContain('testing view');
    expect(within(items[consent]!).getByRole('link').getAttribute('href')).toBe('/android/integration/home#ask-for-consent-before-tracking');
  });

  it('asks wrapper users for both SDK keys and native users for one', () => {
    render(<QuickStartChooser />);
    const first = () => screen.getAllByRole('listitem')[0]?.textContent ?? '';
    expect(first()).toContain('copy its SDK key');
    for (const name of ['Flutter', 'React Native', 'Unity']) {
      fireEvent.click(screen.getByRole('radio', {name}));
      expect(first()).toContain('copy both SDK keys');
      expect(first()).toMatch(/Android key.*iOS key/);
    }
    fireEvent.click(screen.getByRole('radio', {name: 'iOS'}));
    expect(first()).toContain('copy its SDK key');
  });

  it('speaks of page loads and visits on the Web, of launches and installs in apps', () => {
    render(<QuickStartChooser />);
    const steps = () => screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(steps().join(' ')).toContain('on every launch');
    expect(steps().join(' ')).toContain('find the install in the dashboard’s testing view');
    fireEvent.click(screen.getByRole('radio', {name: 'Web'}));
    expect(steps().join(' ')).toContain('on every page load');
    expect(steps().join(' ')).toContain('find the visit in the dashboard’s testing view');
    expect(steps().join(' ')).not.toContain('test build');
  });

  it('switches every step to the chosen platform', () => {
    render(<QuickStartChooser />);
    fireEvent.click(screen.getByRole('radio', {name: 'Unity'}));
    const steps = screen.getByRole('list', {name: 'Quick start for Unity'});
    expect(within(steps).getByRole('link', {name: 'Test the integration'}).getAttribute('href')).toBe('/unity/integration/test');
    expect(within(steps).getByRole('link', {name: 'Integration checklist'}).getAttribute('href')).toBe('/unity/integration/');
  });
});
