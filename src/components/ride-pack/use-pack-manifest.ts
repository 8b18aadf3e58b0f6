import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPackManifest } from '../../lib/ride-pack/pack-api.ts';
import { packScreen } from '../../lib/ride-pack/pack-screen.ts';
import type { PackChoice } from '../../lib/ride-pack/pack-types.ts';

/** A choice with something in it (the server refuses an empty one). */
export function hasContent(choice: PackChoice): boolean {
  return (
    choice.langs.length > 0 &&
    (choice.series.length > 0 ||
      !!choice.allGoods ||
      (choice.categories?.length ?? 0) > 0 ||
      choice.provinces.length > 0 ||
      choice.policies.length > 0)
  );
}

/** The manifest of a choice on this screen; network only, never persisted. */
export function packManifestQueryOptions(choice: PackChoice, lang: 0 | 1) {
  const { labels: _labels, ...key } = choice;
  return queryOptions({
    queryKey: ['ride-pack', 'manifest', key, lang] as const,
    queryFn: async () => getPackManifest(choice, await packScreen(), lang),
    staleTime: 60_000,
    retry: false,
    networkMode: 'online',
  });
}

/** The manifest of the choice once it has stopped changing for a moment (each answer renders pages on the server). */
export function usePackManifest(choice: PackChoice, lang: 0 | 1) {
  const [settled, setSettled] = useState(choice);
  useEffect(() => {
    const id = setTimeout(() => setSettled(choice), 400);
    return () => clearTimeout(id);
  }, [choice]);
  const query = useQuery({ ...packManifestQueryOptions(settled, lang), enabled: hasContent(settled) && settled === choice });
  // While the choice is still changing, the last answer is for another choice: none is shown.
  const current = settled === choice;
  return { data: current ? query.data : undefined, isError: current && query.isError, error: query.error };
}
