import {describe, expect, it} from 'vitest';
import {mannWhitneyP} from '../../bench/lib/rankTest';

const range = (from: number, count: number): number[] => Array.from({length: count}, (_, i) => from + i);

describe('the rank test of an A/B', () => {
  it('finds two sets of nine runs that do not overlap at all different (p ≈ 0.0004, as scipy gives)', () => {
    expect(mannWhitneyP(range(1, 9), range(10, 9))).toBeCloseTo(0.000412, 5);
  });

  it('does not tell interleaved runs apart', () => {
    expect(mannWhitneyP([1, 3, 5, 7, 9], [2, 4, 6, 8, 10])).toBeGreaterThan(0.5);
  });

  it('is symmetric in its two sides', () => {
    const [a, b] = [[120, 95, 130, 101, 99], [80, 85, 90, 140, 70]];
    expect(mannWhitneyP(a, b)).toBeCloseTo(mannWhitneyP(b, a), 12);
  });

  it('counts tied runs once for both sides (the same score, as Lighthouse often gives)', () => {
    expect(mannWhitneyP([98, 98, 98], [98, 98, 98])).toBe(1);
    expect(mannWhitneyP([97, 98, 98, 98, 99], [98, 99, 99, 99, 100])).toBeGreaterThan(0.05);
  });

  it('refuses an empty side', () => {
    expect(() => mannWhitneyP([], [1])).toThrow(/both sides/);
  });
});
