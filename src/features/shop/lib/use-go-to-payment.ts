import { useNavigate } from 'react-router';
import type { PaymentStart } from '../api/types.ts';
import { safeReturnPath } from './safe-path.ts';

/**
 * Where payment/create sends the payer: a same-site path (the sandbox's pay page, or the result page of an
 * order settled at once), or, for a real gateway, its own page on another origin. Anything else is null.
 */
export function payDestination(p: PaymentStart, origin: string): { path: string } | { href: string } | null {
  const path = safeReturnPath(p.pay_url, origin);
  if (path) return { path };
  if (p.provider === 'sandbox') return null;
  try {
    const url = new URL(p.pay_url);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { href: url.href } : null;
  } catch {
    return null;
  }
}

/** Sends the payer on to the provider after payment/create; `fallback` (a site path) when the answer has nowhere usable. */
export function useGoToPayment() {
  const navigate = useNavigate();
  return (p: PaymentStart, fallback: string) => {
    const d = payDestination(p, window.location.origin);
    if (d && 'href' in d) window.location.assign(d.href);
    else void navigate(d?.path ?? fallback);
  };
}
