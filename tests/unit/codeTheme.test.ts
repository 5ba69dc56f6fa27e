import {describe, expect, it} from 'vitest';
import {codeTheme} from '../../src/data/codeTheme';
import siteConfig from '../../docusaurus.config';

function channels(color: string): number[] {
  const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(color);
  if (rgb) return rgb.slice(1).map(Number);
  const hex = color.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('code theme', () => {
  const background = codeTheme.plain.backgroundColor ?? '';

  it('is dark', () => {
    expect(luminance(background)).toBeLessThan(0.05);
  });

  it('keeps every token colour at 4.5:1 or more against the background', () => {
    const colours = [codeTheme.plain.color ?? '', ...codeTheme.styles.flatMap((s) => (s.style.color ? [s.style.color] : []))];
    expect(colours.filter((colour) => contrast(colour, background) < 4.5)).toEqual([]);
  });
});

describe('site config', () => {
  // src/theme/CodeBlock drops the stock remount that re-applies a different dark-mode code theme after hydration.
  it('uses the same code theme in both colour modes', () => {
    const prism = (siteConfig.themeConfig as {prism: {theme: unknown; darkTheme: unknown}}).prism;
    expect(prism.theme).toBe(codeTheme);
    expect(prism.darkTheme).toBe(prism.theme);
  });
});
