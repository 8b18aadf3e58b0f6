import type { SeedDisplacement } from '../types.ts';
import { t } from './helpers.ts';

/** Deliberately not in weight order: consumers must sort by weight. */
export const displacements: SeedDisplacement[] = [
  {
    slug: 'cc-251-500',
    name: t('251–500cc 中排量', '251–500 cc'),
    weight: 20,
    minCc: 251,
    maxCc: 500,
    subGroups: [
      { slug: 'cc500-single', name: t('单缸', 'Single'), weight: 10 },
      { slug: 'cc500-twin', name: t('双缸', 'Twin'), weight: 20 },
    ],
  },
  {
    slug: 'cc-900-plus',
    name: t('900cc 以上', 'Over 900 cc'),
    weight: 40,
    minCc: 901,
    maxCc: 2500,
    subGroups: [
      { slug: 'cc900p-twin', name: t('双缸', 'Twin'), weight: 10 },
      { slug: 'cc900p-four', name: t('四缸', 'Inline-four'), weight: 20 },
    ],
  },
  {
    slug: 'cc-250-under',
    name: t('250cc 及以下', 'Up to 250 cc'),
    weight: 10,
    minCc: 0,
    maxCc: 250,
    subGroups: [
      { slug: 'cc250-single', name: t('单缸', 'Single'), weight: 10 },
      { slug: 'cc250-twin', name: t('双缸', 'Twin'), weight: 20 },
    ],
  },
  {
    slug: 'cc-501-900',
    name: t('501–900cc 中大排量', '501–900 cc'),
    weight: 30,
    minCc: 501,
    maxCc: 900,
    subGroups: [
      { slug: 'cc900-twin', name: t('双缸', 'Twin'), weight: 10 },
      { slug: 'cc900-triple', name: t('三缸', 'Triple'), weight: 20 },
    ],
  },
];
