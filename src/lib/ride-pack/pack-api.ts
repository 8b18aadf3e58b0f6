import { fetchData, post, RefusalError } from '../api-client.ts';
import type { PackChoice, PackManifest, PackOptions, PackScreen } from './pack-types.ts';

/**
 * How long the manifest may take: the server renders every chosen page and measures each picture,
 * and a picture never asked for before is photographed on the spot (about a second each on a busy
 * server). A later answer for the same pictures comes in a second or two.
 */
const MANIFEST_TIMEOUT_MS = 120_000;

/** What a pack can hold, in a language (network only: it is asked while choosing, online). */
export function getPackOptions(lang: 0 | 1): Promise<PackOptions> {
  return fetchData<PackOptions>('api/ride_pack/options', { lang });
}

/** The files a choice needs on this screen, with their real sizes. */
export async function getPackManifest(choice: PackChoice, screen: PackScreen, lang: 0 | 1): Promise<PackManifest> {
  const body = {
    lang,
    series: choice.series,
    categories: choice.categories ?? [],
    // Only a pack saved before categories sends it (its Update keeps every goods item).
    ...(choice.allGoods ? { all_goods: 1 } : {}),
    provinces: choice.provinces,
    policies: choice.policies,
    langs: choice.langs,
    ...screen,
  };
  const envelope = await post<PackManifest>('api/ride_pack/manifest', body, { timeoutMs: MANIFEST_TIMEOUT_MS });
  if (envelope.code === 0) throw new RefusalError(envelope.msg || 'Error');
  return envelope.data;
}
