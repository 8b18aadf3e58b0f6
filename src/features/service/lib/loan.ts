/**
 * Loan arithmetic in integer cents. Amounts are cents, the annual rate is basis points (3.99% = 399),
 * so nothing is ever a binary fraction: the level payment comes from the standard amortization
 * formula evaluated exactly with BigInt and rounded half-up to the cent; each month's interest is
 * rounded the same way, and the final payment settles the remaining balance so the schedule sums
 * exactly to principal plus interest.
 */
import { groupDigits } from '../../../lib/format.ts';

export interface LoanInput {
  priceCents: number;
  downPaymentCents: number;
  termMonths: number;
  /** Annual rate in basis points: 399 is 3.99% a year. */
  annualRateBp: number;
}

export interface LoanResult {
  principalCents: number;
  /** The level monthly payment (every month but the last). */
  monthlyPaymentCents: number;
  /** The last payment, which absorbs the rounding of the level payment. */
  finalPaymentCents: number;
  totalInterestCents: number;
  /** Sum of all monthly payments (principal plus interest, without the down payment). */
  totalRepaymentCents: number;
}

/** Monthly rate denominator: 12 months × 10,000 basis points. */
const MONTHLY_BP = 120_000n;

/** a / b rounded half-up, for non-negative a and positive b. */
function divRound(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

/** Why an input cannot be computed, or null when it can. */
export function loanInputError(input: LoanInput): 'price' | 'down' | 'term' | 'rate' | null {
  const { priceCents, downPaymentCents, termMonths, annualRateBp } = input;
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) return 'price';
  if (!Number.isSafeInteger(downPaymentCents) || downPaymentCents < 0 || downPaymentCents >= priceCents) return 'down';
  if (!Number.isInteger(termMonths) || termMonths < 1 || termMonths > 120) return 'term';
  if (!Number.isInteger(annualRateBp) || annualRateBp < 0 || annualRateBp > 10_000) return 'rate';
  return null;
}

/** Monthly payment, final payment and total interest of an amortized loan (throws RangeError on bad input). */
export function computeLoan(input: LoanInput): LoanResult {
  const error = loanInputError(input);
  if (error) throw new RangeError(`invalid loan input: ${error}`);
  const principal = BigInt(input.priceCents - input.downPaymentCents);
  const n = input.termMonths;
  const bp = BigInt(input.annualRateBp);

  let monthly: bigint;
  if (bp === 0n) {
    monthly = divRound(principal, BigInt(n));
  } else {
    // M = P·r·(1+r)^n / ((1+r)^n − 1) with r = bp/120000, i.e. P·bp·A^n / (120000·(A^n − B^n)).
    const a = (MONTHLY_BP + bp) ** BigInt(n);
    const b = MONTHLY_BP ** BigInt(n);
    monthly = divRound(principal * bp * a, MONTHLY_BP * (a - b));
  }

  let balance = principal;
  let interestTotal = 0n;
  for (let month = 1; month < n; month++) {
    const interest = divRound(balance * bp, MONTHLY_BP);
    interestTotal += interest;
    balance -= monthly - interest;
  }
  const lastInterest = divRound((balance > 0n ? balance : 0n) * bp, MONTHLY_BP);
  interestTotal += lastInterest;
  const final = balance + lastInterest;
  return {
    principalCents: Number(principal),
    monthlyPaymentCents: Number(monthly),
    finalPaymentCents: Number(final),
    totalInterestCents: Number(interestTotal),
    totalRepaymentCents: Number(monthly * BigInt(n - 1) + final),
  };
}

/** "12,800", "¥12800.5", "12 800.50" → cents; null when it is not an amount in yuan. */
export function parseYuanToCents(text: string): number | null {
  const s = text.replace(/[¥￥,\s]/g, '');
  const m = /^(\d{1,10})(?:\.(\d{0,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** "3.99", "3.99%", "0" → basis points; null for anything else or above 100%. */
export function parseRateToBp(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.replace(/[%\s]/g, ''));
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** Cents as yuan text with exactly two decimals, grouped: 1234567 → "¥12,345.67". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const whole = groupDigits(Math.floor(abs / 100));
  return `${sign}¥${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** A basis-point rate as percent text: 399 → "3.99%". */
export function formatRate(bp: number): string {
  return `${(bp / 100).toFixed(2)}%`;
}
