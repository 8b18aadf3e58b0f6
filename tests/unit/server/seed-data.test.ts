import { describe, expect, it } from 'vitest';
import {
  banners,
  company,
  countries,
  displacements,
  events,
  goods,
  honors,
  models,
  news,
  partners,
  provinces,
  series,
  stores,
} from '../../../server/db/seed/data/index.ts';
import type { I18nText, ParamRow } from '../../../server/db/seed/types.ts';

const TODAY = new Date('2026-11-22T00:00:00+08:00');
const CJK = /[\u3400-\u9fff]/;
const HEX = /^[0-9a-f]{6}$/;

const PART_ARTS = [
  'exhaust',
  'mirror',
  'seat',
  'luggage',
  'crashbar',
  'windscreen',
  'lever',
  'headlight',
  'footpeg',
  'phonemount',
  'tankbag',
  'skidplate',
];
const EQUIP_ARTS = ['helmet', 'jacket', 'gloves', 'boots', 'pants', 'backpack', 'goggles', 'rainsuit', 'armor', 'intercom'];
const SCENE_ARTS = [
  'mountain-road',
  'factory',
  'race-track',
  'club-ride',
  'expo',
  'workshop',
  'night-city',
  'desert',
  'lake',
  'snow-pass',
  'lab',
  'dealer',
];

const parts = goods.filter((g) => g.kind === 'parts');
const equip = goods.filter((g) => g.kind === 'equip');

const isI18n = (v: unknown): v is I18nText => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).sort().join(',') === 'en,zh';

/** Collects every {zh,en} object reachable from `root`, with its path. */
function collectI18n(root: unknown, path = '$', out: { path: string; text: I18nText }[] = []) {
  if (isI18n(root)) {
    out.push({ path, text: root });
  } else if (Array.isArray(root)) {
    root.forEach((v, i) => collectI18n(v, `${path}[${i}]`, out));
  } else if (typeof root === 'object' && root !== null) {
    for (const [k, v] of Object.entries(root)) collectI18n(v, `${path}.${k}`, out);
  }
  return out;
}

const expectUnique = (values: string[], what: string) => {
  const dupes = values.filter((v, i) => values.indexOf(v) !== i);
  expect(dupes, `duplicate ${what}`).toEqual([]);
};

const allData = { series, displacements, models, goods, news, events, provinces, stores, partners, countries, honors, banners, company };

describe('seed data: counts', () => {
  it('has enough of everything', () => {
    expect(series.length).toBeGreaterThanOrEqual(5);
    expect(displacements.length).toBeGreaterThanOrEqual(4);
    expect(models.length).toBeGreaterThanOrEqual(24);
    expect(parts.length).toBeGreaterThanOrEqual(30);
    expect(equip.length).toBeGreaterThanOrEqual(30);
    expect(news.length).toBeGreaterThanOrEqual(20);
    expect(events.length).toBeGreaterThanOrEqual(8);
    expect(stores.length).toBeGreaterThanOrEqual(40);
    expect(new Set(stores.map((s) => s.provinceCode)).size).toBeGreaterThanOrEqual(10);
    expect(provinces.length).toBeGreaterThanOrEqual(12);
    expect(partners.length).toBeGreaterThanOrEqual(6);
    expect(honors.filter((h) => h.category === 'group').length).toBeGreaterThanOrEqual(6);
    expect(honors.filter((h) => h.category === 'institute').length).toBeGreaterThanOrEqual(4);
    expect(banners.filter((b) => b.position === 'home').length).toBeGreaterThanOrEqual(3);
    expect(banners.filter((b) => b.position === 'app').length).toBeGreaterThanOrEqual(2);
  });

  it('displacement groups have distinct weights that are not already in array order', () => {
    const weights = displacements.map((d) => d.weight);
    expect(new Set(weights).size).toBe(weights.length);
    expect(weights).not.toEqual([...weights].sort((a, b) => a - b));
  });

  it('displacement ranges do not overlap', () => {
    const sorted = [...displacements].sort((a, b) => a.minCc - b.minCc);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.minCc).toBeGreaterThan(sorted[i - 1]!.maxCc);
  });

  it('has past and upcoming events, including one upcoming event with capacity 2', () => {
    const past = events.filter((e) => new Date(e.startsAt) < TODAY);
    const upcoming = events.filter((e) => new Date(e.startsAt) > TODAY);
    expect(past.length).toBeGreaterThanOrEqual(4);
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(upcoming.some((e) => e.capacity === 2)).toBe(true);
  });

  it('has both news columns', () => {
    expect(news.filter((n) => n.column === 'events').length).toBeGreaterThanOrEqual(8);
    expect(news.filter((n) => n.column === 'info').length).toBeGreaterThanOrEqual(10);
  });

  it('countries cover continents, jump types and required icons', () => {
    expect(new Set(countries.map((c) => c.continent)).size).toBeGreaterThanOrEqual(4);
    expect(countries.length).toBeGreaterThanOrEqual(12);
    expect(new Set(countries.map((c) => c.jumpType))).toEqual(new Set([0, 1, 2]));
    const icons = countries.map((c) => c.icon);
    for (const icon of ['CN', 'ES', 'PT', 'EN', 'IT']) expect(icons).toContain(icon);
    expectUnique(icons, 'country icon');
    expect(countries.find((c) => c.icon === 'CN')).toMatchObject({ jumpType: 0, jumpUrl: '/' });
    expect(countries.find((c) => c.icon === 'EN')).toMatchObject({ jumpType: 0, jumpUrl: '/en' });
    for (const icon of ['ES', 'PT', 'IT']) expect(countries.find((c) => c.icon === icon)?.jumpType).toBe(1);
    for (const c of countries) {
      if (c.jumpType === 0) expect(c.jumpUrl).toMatch(/^\//);
      if (c.jumpType === 1) expect(c.jumpUrl).toMatch(/^https:\/\/[a-z]{2}\.yunling-motor\.example$/);
      if (c.jumpType === 2) expect(c.jumpUrl).toBe('');
    }
  });
});

describe('seed data: unique keys', () => {
  it('slugs are unique within each collection', () => {
    expectUnique(
      series.map((s) => s.slug),
      'series slug',
    );
    expectUnique(
      series.flatMap((s) => s.subGroups.map((g) => g.slug)),
      'series sub-group slug',
    );
    expectUnique(
      displacements.map((d) => d.slug),
      'displacement slug',
    );
    expectUnique(
      displacements.flatMap((d) => d.subGroups.map((g) => g.slug)),
      'displacement sub-group slug',
    );
    expectUnique(
      models.map((m) => m.slug),
      'model slug',
    );
    expectUnique(
      goods.map((g) => g.slug),
      'goods slug',
    );
    expectUnique(
      goods.map((g) => g.partNumber),
      'part number',
    );
    expectUnique(
      news.map((n) => n.slug),
      'news slug',
    );
    expectUnique(
      events.map((e) => e.slug),
      'event slug',
    );
    expectUnique(
      stores.map((s) => s.slug),
      'store slug',
    );
    expectUnique(
      provinces.map((p) => p.code),
      'province code',
    );
    for (const m of models) {
      expectUnique(
        m.colors.map((c) => c.slug),
        `${m.slug} colour slug`,
      );
      expectUnique(
        m.versions.map((v) => v.slug),
        `${m.slug} version slug`,
      );
    }
    for (const g of goods)
      expectUnique(
        g.children.map((c) => c.slug),
        `${g.slug} variant slug`,
      );
  });
});

describe('seed data: models', () => {
  const styleBySeries: Record<string, string> = {
    adventure: 'adventure',
    sport: 'sport',
    naked: 'naked',
    cruiser: 'cruiser',
    scooter: 'scooter',
    heritage: 'retro',
  };

  it.each(models.map((m) => [m.slug, m] as const))('%s references valid series and displacement groups', (_slug, m) => {
    const s = series.find((x) => x.slug === m.seriesSlug);
    expect(s, `series ${m.seriesSlug}`).toBeDefined();
    expect(s!.subGroups.map((g) => g.slug)).toContain(m.seriesSubGroupSlug);
    const d = displacements.find((x) => x.slug === m.displacementSlug);
    expect(d, `displacement ${m.displacementSlug}`).toBeDefined();
    expect(d!.subGroups.map((g) => g.slug)).toContain(m.displacementSubGroupSlug);
    expect(m.cc).toBeGreaterThanOrEqual(d!.minCc);
    expect(m.cc).toBeLessThanOrEqual(d!.maxCc);
    // exactly one displacement group contains the cc
    expect(displacements.filter((x) => m.cc >= x.minCc && m.cc <= x.maxCc)).toHaveLength(1);
    expect(m.style).toBe(styleBySeries[m.seriesSlug]);
  });

  it.each(models.map((m) => [m.slug, m] as const))('%s has consistent prices, colours, versions and params', (_slug, m) => {
    expect(m.activityPrice).toBeLessThanOrEqual(m.retailPrice);
    expect(m.activityPrice).toBeGreaterThan(m.retailPrice * 0.85);
    expect(m.colors.length).toBeGreaterThanOrEqual(2);
    expect(m.colors.length).toBeLessThanOrEqual(4);
    for (const c of m.colors) {
      expect(c.hex).toMatch(HEX);
      expect(c.accent).toMatch(HEX);
    }
    expect(m.versions.length).toBeGreaterThanOrEqual(1);
    expect(m.versions.length).toBeLessThanOrEqual(3);
    expect(m.versions[0]!.retailPrice).toBe(m.retailPrice);
    expect(m.versions[0]!.activityPrice).toBe(m.activityPrice);
    for (const v of m.versions) {
      expect(Number.isInteger(v.retailPrice) && Number.isInteger(v.activityPrice)).toBe(true);
      expect(v.activityPrice).toBeLessThanOrEqual(v.retailPrice);
    }
    expect(m.highlights.length).toBeGreaterThanOrEqual(3);
    expect(m.vehicleParams.length).toBeGreaterThanOrEqual(8);
    expect(m.engineParams.length).toBeGreaterThanOrEqual(8);
    expect(m.basicConfig.length).toBeGreaterThanOrEqual(6);
    // every override targets a row that exists on the base model
    const baseLabels = new Set([...m.vehicleParams, ...m.engineParams, ...m.basicConfig].map((r) => r.label.en));
    for (const v of m.versions) for (const r of v.paramOverrides) expect(baseLabels).toContain(r.label.en);
  });

  it('has 6 to 10 recommended models', () => {
    const n = models.filter((m) => m.recommended).length;
    expect(n).toBeGreaterThanOrEqual(6);
    expect(n).toBeLessThanOrEqual(10);
  });

  it('uses every series and displacement group', () => {
    expect(new Set(models.map((m) => m.seriesSlug))).toEqual(new Set(series.map((s) => s.slug)));
    expect(new Set(models.map((m) => m.displacementSlug))).toEqual(new Set(displacements.map((d) => d.slug)));
  });

  it('param labels line up across models (same en set per table, one zh per en)', () => {
    const tables = ['vehicleParams', 'engineParams', 'basicConfig'] as const;
    for (const table of tables) {
      const reference = models[0]![table].map((r) => r.label.en);
      for (const m of models)
        expect(
          m[table].map((r) => r.label.en),
          `${m.slug}.${table}`,
        ).toEqual(reference);
    }
    const zhByEn = new Map<string, string>();
    const rows: ParamRow[] = models.flatMap((m) => [
      ...m.vehicleParams,
      ...m.engineParams,
      ...m.basicConfig,
      ...m.versions.flatMap((v) => v.paramOverrides),
    ]);
    for (const r of rows) {
      const seen = zhByEn.get(r.label.en);
      if (seen === undefined) zhByEn.set(r.label.en, r.label.zh);
      else expect(r.label.zh, `zh label for "${r.label.en}"`).toBe(seen);
    }
    // and the reverse: one en per zh
    const zhLabels = [...zhByEn.values()];
    expect(new Set(zhLabels).size).toBe(zhLabels.length);
  });

  it('displacement param matches cc', () => {
    for (const m of models) {
      const row = m.engineParams.find((r) => r.label.en === 'Displacement');
      expect(row?.value.en).toBe(`${m.cc.toLocaleString('en-US')} cc`);
    }
  });
});

describe('seed data: goods', () => {
  const modelSlugs = new Set(models.map((m) => m.slug));

  it('parts fit real models and have part numbers', () => {
    for (const p of parts) {
      expect(p.fitsModelSlugs.length, p.slug).toBeGreaterThan(0);
      for (const s of p.fitsModelSlugs) expect(modelSlugs.has(s), `${p.slug} fits ${s}`).toBe(true);
      expect(PART_ARTS).toContain(p.art);
      expect(p.partNumber).toMatch(/^YL-[A-Z]{2}-\d{4}$/);
    }
  });

  it('equipment has no fitments and uses equipment art', () => {
    for (const e of equip) {
      expect(e.fitsModelSlugs).toEqual([]);
      expect(EQUIP_ARTS).toContain(e.art);
      expect(e.partNumber).toMatch(/^YL-[A-Z]{2}-\d{4}$/);
    }
    expect(equip.filter((e) => e.children.length > 0).length).toBeGreaterThanOrEqual(20);
  });

  it('prices, stock and variants are sane', () => {
    for (const g of goods) {
      expect(g.purchasePrice).toBeGreaterThan(0);
      expect(Math.round(g.purchasePrice * 100)).toBe(g.purchasePrice * 100);
      expect(g.stock).toBeGreaterThanOrEqual(0);
      expect(g.stock).toBeLessThanOrEqual(200);
      expect(g.hex).toMatch(HEX);
      if (g.children.length) {
        expect(g.stock, `${g.slug} stock = sum of variants`).toBe(g.children.reduce((s, c) => s + c.stock, 0));
        for (const c of g.children) {
          expect(c.purchasePrice).toBeGreaterThan(0);
          expect(c.stock).toBeGreaterThanOrEqual(0);
        }
      }
    }
    expect(goods.some((g) => g.stock === 0)).toBe(true);
    expect(goods.some((g) => g.stock > 0 && g.stock <= 5)).toBe(true);
  });
});

describe('seed data: news, events, stores, banners', () => {
  it('news is dated 2025-01..2026-11 with safe HTML bodies', () => {
    for (const n of news) {
      expect(n.publishedAt >= '2025-01-01' && n.publishedAt <= '2026-11-22', n.slug).toBe(true);
      expect(SCENE_ARTS).toContain(n.art);
      for (const html of [n.bodyHtml.zh, n.bodyHtml.en]) {
        expect(html).toMatch(/<p>/);
        expect(html).not.toMatch(/<script|<iframe|<style|\son\w+=|javascript:/i);
        const tags = [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
        for (const tag of tags) expect(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'br']).toContain(tag);
        const paragraphs = html.match(/<p>/g)?.length ?? 0;
        expect(paragraphs).toBeGreaterThanOrEqual(2);
      }
      // zh and en bodies share structure
      const shape = (h: string) => [...h.matchAll(/<(p|h2|ul|li|blockquote)>/g)].map((m) => m[1]).join(',');
      expect(shape(n.bodyHtml.en), n.slug).toBe(shape(n.bodyHtml.zh));
    }
    expect(news.filter((n) => /<h2>/.test(n.bodyHtml.zh)).length).toBeGreaterThanOrEqual(5);
    expect(news.filter((n) => /<(ul|blockquote)>/.test(n.bodyHtml.zh)).length).toBeGreaterThanOrEqual(5);
  });

  it('events have ordered dates and sane capacities', () => {
    for (const e of events) {
      const deadline = new Date(e.signupDeadline).getTime();
      const start = new Date(e.startsAt).getTime();
      const end = new Date(e.endsAt).getTime();
      expect(Number.isNaN(deadline + start + end), e.slug).toBe(false);
      expect(deadline).toBeLessThan(start);
      expect(start).toBeLessThan(end);
      expect(e.capacity).toBeGreaterThanOrEqual(2);
      expect(e.capacity).toBeLessThanOrEqual(200);
      expect(SCENE_ARTS).toContain(e.art);
    }
  });

  it('stores reference known provinces and sit near them', () => {
    const byCode = new Map(provinces.map((p) => [p.code, p]));
    for (const s of stores) {
      const p = byCode.get(s.provinceCode);
      expect(p, `${s.slug} province ${s.provinceCode}`).toBeDefined();
      expect(Math.abs(s.lat - p!.lat), s.slug).toBeLessThan(6);
      expect(Math.abs(s.lng - p!.lng), s.slug).toBeLessThan(8);
      expect(s.phone).toMatch(/^0\d{2,3}-\d{3,4} \d{4}$/);
      expect(s.services.length).toBeGreaterThan(0);
    }
  });

  it('banners and partners use site paths and example domains', () => {
    for (const b of banners) {
      expect(b.link).toMatch(/^\//);
      expect(SCENE_ARTS).toContain(b.art);
    }
    const seriesSlugs = new Set(series.map((s) => s.slug));
    for (const b of banners) {
      const m = /^\/vehicleModel\?name=(.+)$/.exec(b.link);
      if (m) expect(seriesSlugs.has(m[1]!)).toBe(true);
    }
    for (const p of partners) expect(p.url).toMatch(/^https:\/\/[a-z0-9-]+\.example\.com$/);
  });

  it('company content has the required figures', () => {
    expect(company.founded).toBe(1982);
    expect(company.rdCenter).toMatchObject({ founded: 1999, disciplines: 47, developers: 769, seniorTalents: 80, titledStaff: 342 });
    expect(company.manufacturing).toMatchObject({ annualVehicleCapacity: 4_000_000, annualKeyPartsCapacity: 7_000_000, employees: 3000 });
    expect(company.contact.hotlineHours.zh).toContain('{{open}}');
    expect(company.club.founded).toBe(2022);
    const teamCount = Object.fromEntries(company.club.regions.map((r) => [r.code, r.teams.length]));
    expect(teamCount).toEqual({ bj: 7, sc: 6, fj: 5, yn: 4, gd: 4, sx: 3, ah: 1, overseas: 7 });
    expect(company.club.handbook.requirements.length).toBeGreaterThanOrEqual(4);
    expect(company.club.letter.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(company.appFeatures.length).toBeGreaterThanOrEqual(4);
    expect(company.afterSales).toHaveLength(4);
  });
});

describe('seed data: bilingual text', () => {
  const all = collectI18n(allData);

  it('finds a large number of bilingual strings', () => {
    expect(all.length).toBeGreaterThan(1000);
  });

  it('every zh and en string is non-empty and trimmed', () => {
    const bad = all.filter(
      ({ text }) =>
        typeof text.zh !== 'string' ||
        typeof text.en !== 'string' ||
        text.zh.trim() === '' ||
        text.en.trim() === '' ||
        text.zh !== text.zh.trim() ||
        text.en !== text.en.trim(),
    );
    expect(bad.map((b) => b.path)).toEqual([]);
  });

  it('names and titles are Chinese in zh', () => {
    const named = all.filter(({ path }) => /\.(name|title|tagline|category|city|location|address)$/.test(path));
    expect(named.length).toBeGreaterThan(300);
    const bad = named.filter(({ text }) => !CJK.test(text.zh));
    expect(bad.map((b) => `${b.path}: ${b.text.zh}`)).toEqual([]);
  });

  it('en strings contain no Chinese characters', () => {
    const bad = all.filter(({ text }) => CJK.test(text.en));
    expect(bad.map((b) => `${b.path}: ${b.text.en}`)).toEqual([]);
  });
});
