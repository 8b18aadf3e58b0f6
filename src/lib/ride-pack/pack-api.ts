import { fetchData } from '../api-client.ts';
import type { PackChoice, PackManifest, PackOptions, PackScreen } from './pack-types.ts';

/** What a pack can hold, in a language (network only: it is asked while choosing, online). */
export function getPackOptions(lang: 0 | 1): Promise<PackOptions> {
  return fetchData<PackOptions>('api/ride_pack/options', { lang });
}

/** The files a choice needs on this screen, with their real sizes. */
export function getPackManifest(choice: PackChoice, screen: PackScreen, lang: 0 | 1): Promise<PackManifest> {
  return fetchData<PackManifest>('api/ride_pack/manifest', {
    lang,
    series: choice.series,
    all_goods: choice.allGoods ? 1 : 0,
    provinces: choice.provinces,
    policies: choice.policies,
    langs: choice.langs,
    ...screen,
  });
}
