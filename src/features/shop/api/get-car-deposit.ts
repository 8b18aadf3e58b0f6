import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import type { PaymentProviderName } from './types.ts';

/** The reservation deposit and the server's payment provider (addons/litestore/api.goods/car_deposit); the server charges this amount. */
export function getCarDeposit(): Promise<{ deposit_cents: number; payment_provider?: PaymentProviderName }> {
  return fetchData('addons/litestore/api.goods/car_deposit');
}

/** The deposit amount. */
export function carDepositQueryOptions(lang: Lang) {
  return queryOptions({ queryKey: ['shop', 'car-deposit', lang] as const, queryFn: getCarDeposit, networkMode: 'online' });
}

/** The deposit amount. */
export function useCarDeposit(lang: Lang) {
  return useQuery(carDepositQueryOptions(lang));
}

/** The server's payment provider ('sandbox' means demo payments), or undefined until known. */
export function usePaymentProvider(lang: Lang): PaymentProviderName | undefined {
  return useCarDeposit(lang).data?.payment_provider;
}
