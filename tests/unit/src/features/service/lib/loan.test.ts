import { describe, expect, it } from 'vitest';
import {
  computeLoan,
  formatCents,
  formatRate,
  loanInputError,
  parseRateToBp,
  parseYuanToCents,
} from '../../../../../../src/features/service/lib/loan.ts';

describe('computeLoan', () => {
  it('0%: splits the principal evenly', () => {
    // ¥12,000 over 12 months at 0%: ¥1,000.00 a month, no interest.
    expect(computeLoan({ priceCents: 1_500_000, downPaymentCents: 300_000, termMonths: 12, annualRateBp: 0 })).toEqual({
      principalCents: 1_200_000,
      monthlyPaymentCents: 100_000,
      finalPaymentCents: 100_000,
      totalInterestCents: 0,
      totalRepaymentCents: 1_200_000,
    });
  });

  it('0%: the last payment absorbs the rounding', () => {
    // ¥100.00 over 3 months: 33.33 + 33.33 + 33.34.
    expect(computeLoan({ priceCents: 10_000, downPaymentCents: 0, termMonths: 3, annualRateBp: 0 })).toMatchObject({
      monthlyPaymentCents: 3_333,
      finalPaymentCents: 3_334,
      totalInterestCents: 0,
      totalRepaymentCents: 10_000,
    });
  });

  it('12% over 3 months, worked by hand', () => {
    // P = 1,000.00, r = 1%/month. M = 1000 × 0.01 × 1.01³ / (1.01³ − 1) = 10.30301 / 0.030301 = 340.0221… → 340.02
    // Month 1: interest 10.00, principal 330.02, balance 669.98
    // Month 2: interest 6.6998 → 6.70, principal 333.32, balance 336.66
    // Month 3: interest 3.3666 → 3.37, final payment 336.66 + 3.37 = 340.03
    // Interest 10.00 + 6.70 + 3.37 = 20.07; repaid 340.02 × 2 + 340.03 = 1,020.07
    expect(computeLoan({ priceCents: 100_000, downPaymentCents: 0, termMonths: 3, annualRateBp: 1200 })).toEqual({
      principalCents: 100_000,
      monthlyPaymentCents: 34_002,
      finalPaymentCents: 34_003,
      totalInterestCents: 2_007,
      totalRepaymentCents: 102_007,
    });
  });

  it('one month: principal plus one month of interest', () => {
    // ¥1,000.00 at 6% a year (0.5% a month): 1,005.00.
    expect(computeLoan({ priceCents: 100_000, downPaymentCents: 0, termMonths: 1, annualRateBp: 600 })).toMatchObject({
      monthlyPaymentCents: 100_500,
      finalPaymentCents: 100_500,
      totalInterestCents: 500,
    });
  });

  it('matches the textbook ¥10,000 at 12% over 12 months (888.49 a month)', () => {
    expect(computeLoan({ priceCents: 1_000_000, downPaymentCents: 0, termMonths: 12, annualRateBp: 1200 })).toEqual({
      principalCents: 1_000_000,
      monthlyPaymentCents: 88_849,
      finalPaymentCents: 88_847,
      totalInterestCents: 66_186,
      totalRepaymentCents: 1_066_186,
    });
  });

  it('a real plan: ¥36,800 bike, 20% down, 36 months at 3.99%', () => {
    // Checked against an independent exact-fraction implementation.
    expect(computeLoan({ priceCents: 3_680_000, downPaymentCents: 736_000, termMonths: 36, annualRateBp: 399 })).toEqual({
      principalCents: 2_944_000,
      monthlyPaymentCents: 86_906,
      finalPaymentCents: 86_884,
      totalInterestCents: 184_594,
      totalRepaymentCents: 3_128_594,
    });
  });

  it('a long term: 48 months at 6.88%', () => {
    expect(computeLoan({ priceCents: 11_988_000, downPaymentCents: 1_200_000, termMonths: 48, annualRateBp: 688 })).toMatchObject({
      monthlyPaymentCents: 257_732,
      finalPaymentCents: 257_727,
      totalInterestCents: 1_583_131,
    });
  });

  it('refuses impossible inputs', () => {
    expect(loanInputError({ priceCents: 0, downPaymentCents: 0, termMonths: 12, annualRateBp: 0 })).toBe('price');
    expect(loanInputError({ priceCents: 100, downPaymentCents: 100, termMonths: 12, annualRateBp: 0 })).toBe('down');
    expect(loanInputError({ priceCents: 100, downPaymentCents: 0, termMonths: 0, annualRateBp: 0 })).toBe('term');
    expect(loanInputError({ priceCents: 100, downPaymentCents: 0, termMonths: 12, annualRateBp: 10_001 })).toBe('rate');
    expect(loanInputError({ priceCents: 10.5, downPaymentCents: 0, termMonths: 12, annualRateBp: 0 })).toBe('price');
    expect(() => computeLoan({ priceCents: 100, downPaymentCents: 200, termMonths: 12, annualRateBp: 0 })).toThrow(RangeError);
  });
});

describe('parsing and formatting', () => {
  it('parses yuan amounts to cents without floating point', () => {
    expect(parseYuanToCents('12,800')).toBe(1_280_000);
    expect(parseYuanToCents('¥459.5')).toBe(45_950);
    expect(parseYuanToCents('0.07')).toBe(7);
    expect(parseYuanToCents('1.005')).toBeNull();
    expect(parseYuanToCents('abc')).toBeNull();
    expect(parseYuanToCents('')).toBeNull();
  });

  it('parses rates to basis points', () => {
    expect(parseRateToBp('3.99')).toBe(399);
    expect(parseRateToBp('6.88%')).toBe(688);
    expect(parseRateToBp('0')).toBe(0);
    expect(parseRateToBp('4.5')).toBe(450);
    expect(parseRateToBp('101')).toBeNull();
    expect(parseRateToBp('-1')).toBeNull();
  });

  it('formats cents and rates', () => {
    expect(formatCents(86_906)).toBe('¥869.06');
    expect(formatCents(3_128_594)).toBe('¥31,285.94');
    expect(formatCents(5)).toBe('¥0.05');
    expect(formatRate(399)).toBe('3.99%');
  });
});
