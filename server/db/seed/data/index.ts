/** Bilingual demo content for the Yunling Motor database seed. */
export { series } from './series.ts';
export { displacements } from './displacements.ts';
export { models } from './models.ts';
export { goods } from './goods.ts';
export { news } from './news.ts';
export { events } from './events.ts';
export { provinces, stores } from './stores.ts';
export { partners } from './partners.ts';
export { countries } from './countries.ts';
export { honors } from './honors.ts';
export { banners } from './banners.ts';
export { company } from './company.ts';
export type { ClubChannel, ClubContent, ClubRegion, CompanyContent, RacingResult, RacingRider, TitledText } from './company.ts';
