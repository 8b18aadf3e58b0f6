import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStamped, type Stamped } from '../../../lib/api-client.ts';
import { stampedQuery } from '../../../lib/as-of.ts';
import type { Lang } from '../../../lib/store.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { FinancePlan } from './types.ts';

/** Finance plans (read-only; enquiries go to financial_enquiry). */
export async function getFinancialPlans(lang: Lang): Promise<Stamped<FinancePlan[]>> {
  const { data, storedAt } = await fetchStamped<{ plans: FinancePlan[] }>('api/service/financial_hire_service', { lang });
  return { data: data.plans ?? [], storedAt };
}

/** Catalog query, persisted for offline reading. */
export function financialPlansQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['service', 'finance-plans', lang] as const,
    queryFn: ({ queryKey }) => getFinancialPlans(queryKey[2]),
    ...stampedQuery<FinancePlan[]>(),
    meta: bothLanguagesMeta,
    staleTime: 30 * 60_000,
  });
}

/** The finance plans in the given language. */
export function useFinancialPlans(lang: Lang) {
  return useQuery(financialPlansQueryOptions(lang));
}
