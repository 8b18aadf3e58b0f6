import type { FastifyInstance } from 'fastify';
import { defineCall } from '../lib/call.ts';
import { loc, localizeDeep } from '../lib/messages.ts';
import { company } from '../db/seed/data/company.ts';
import { site } from '../../src/config/site.ts';
import { siteFigures } from '../../src/config/site-figures.ts';
import { contactFacts, fillFacts, siteFacts } from '../lib/site-facts.ts';

/** Company information: about texts and figures, honors, partners, banners and the country picker. */
export async function companyRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, {
    path: 'api/about_us/about',
    summary: 'Group introduction, club texts, company figures and the site facts (hours, hotline, outlet count)',
    tags: ['company'],
    cache: true,
    async handler({ lang, db }) {
      const facts = await siteFacts(db);
      const texts = fillFacts(localizeDeep(company, lang) as { contact: object }, facts);
      return {
        ...texts,
        contact: { ...texts.contact, ...contactFacts(lang) },
        figures: siteFigures,
        hotline: site.hotline,
        email: site.email,
        outlets: facts.outlets,
        hours: site.hours,
      };
    },
  });

  defineCall<{ category?: 'group' | 'institute' }>(app, {
    path: 'api/about_us/get_honor',
    summary: 'Honors of the group and of the innovation research institute, newest first',
    tags: ['company'],
    props: { category: { type: 'string', enum: ['group', 'institute'] } },
    cache: true,
    async handler({ body, lang, db }) {
      let q = db.selectFrom('honors').selectAll();
      if (body.category) q = q.where('category', '=', body.category);
      const rows = await q.orderBy('year', 'desc').orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, category: r.category, year: r.year, title: loc(r, 'title', lang), issuer: loc(r, 'issuer', lang) }));
    },
  });

  defineCall(app, {
    path: 'api/about_us/get_partner',
    summary: 'Friendly links to partners: id, title, url',
    tags: ['company'],
    cache: true,
    async handler({ lang, db }) {
      const rows = await db.selectFrom('partners').selectAll().orderBy('weight').orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, title: loc(r, 'title', lang), url: r.url }));
    },
  });

  defineCall(app, {
    path: 'api/common/get_lang_list',
    summary: 'Country/region sites grouped by continent (jump_type 0 same window, 1 new window, 2 hint only)',
    tags: ['company'],
    cache: true,
    async handler({ db }) {
      const rows = await db.selectFrom('countries').selectAll().orderBy('weight').orderBy('id').execute();
      const groups = new Map<string, { en_name: string; language_country_list: unknown[] }>();
      for (const r of rows) {
        const g = groups.get(r.continent) ?? { en_name: r.continent, language_country_list: [] };
        g.language_country_list.push({ en_name: r.en_name, icon: r.icon, jump_type: r.jump_type, jump_url: r.jump_url });
        groups.set(r.continent, g);
      }
      return [...groups.values()];
    },
  });

  for (const position of ['home', 'app'] as const) {
    defineCall(app, {
      path: position === 'home' ? 'api/banner/get_banner' : 'api/banner/app_banner',
      summary: position === 'home' ? 'Home page hero banners' : 'App page banners',
      tags: ['company'],
      cache: true,
      async handler({ lang, db }) {
        const rows = await db.selectFrom('banners').selectAll().where('position', '=', position).orderBy('weight').orderBy('id').execute();
        return rows.map((r) => ({ id: r.id, title: loc(r, 'title', lang), subtitle: loc(r, 'subtitle', lang), image: r.image, link: r.link }));
      },
    });
  }
}
