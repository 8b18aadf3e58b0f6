import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '../../../../../src/config/search-pages.ts';
import { buildIndex, searchSite } from '../../../../../src/features/search/lib/search-index.ts';

const zh: SearchDoc[] = [
  {
    id: 'model:1',
    type: 'model',
    title: '云岭 TR 250',
    snippet: '轻量双用途车',
    keywords: '探险 TR 249cc 双通道 ABS，越野模式下后轮可关闭',
    path: '/pages/detail/car_model_id/1',
  },
  {
    id: 'model:2',
    type: 'model',
    title: '云岭 CS 125',
    snippet: '城市踏板',
    keywords: '踏板 125cc 前轮单通道 ABS + CBS 联动制动',
    path: '/pages/detail/car_model_id/2',
  },
  { id: 'goods:5', type: 'goods', title: '探索者 ADV 双镜片头盔', snippet: '头盔', keywords: '', path: '/attachmentDetail?id=5&type=2' },
  { id: 'goods:6', type: 'goods', title: '钛合金全段排气', snippet: '排气', keywords: '', path: '/attachmentDetail?id=6&type=1' },
  { id: 'news:3', type: 'news', title: '2025 全国经销商大会在昆明举行', snippet: '', keywords: '', path: '/newsDetail?id=3' },
  {
    id: 'store:1',
    type: 'store',
    title: '云岭摩托昆明滇池旗舰店',
    snippet: '云南省昆明市西山区滇池路 1288 号',
    keywords: '昆明 云南',
    path: '/market?province_id=1',
  },
  { id: 'store:2', type: 'store', title: '云岭摩托成都武侯店', snippet: '四川省成都市武侯区', keywords: '成都 四川', path: '/market?province_id=2' },
  {
    id: 'service:thirdService',
    type: 'service',
    title: '三包服务',
    snippet: '修理、换车、退货政策与三包期限。',
    keywords: '',
    path: '/thirdService',
  },
];
const en: SearchDoc[] = [
  {
    id: 'model:1',
    type: 'model',
    title: 'Yunling TR 250',
    snippet: 'A lightweight dual-sport',
    keywords: 'Adventure Dual-channel ABS',
    path: '/pages/detail/car_model_id/1',
  },
  { id: 'goods:5', type: 'goods', title: 'Explorer ADV Helmet', snippet: 'Helmets', keywords: '', path: '/attachmentDetail?id=5&type=2' },
  {
    id: 'store:1',
    type: 'store',
    title: 'Yunling Motor Kunming Dianchi Flagship Store',
    snippet: '1288 Dianchi Road',
    keywords: 'Kunming Yunnan',
    path: '/market?province_id=1',
  },
  {
    id: 'store:2',
    type: 'store',
    title: 'Yunling Motor Chengdu Wuhou',
    snippet: 'Wuhou District',
    keywords: 'Chengdu Sichuan',
    path: '/market?province_id=2',
  },
];

const ids = (groups: ReturnType<typeof searchSite>) => groups.flatMap((g) => g.hits.map((h) => h.id));

describe('searchSite', () => {
  const zhIndex = buildIndex(zh);
  const enIndex = buildIndex(en);

  it('finds ABS in model specs, whatever the case', () => {
    expect(ids(searchSite(zhIndex, 'ABS'))).toEqual(expect.arrayContaining(['model:1', 'model:2']));
    expect(ids(searchSite(enIndex, 'abs'))).toEqual(['model:1']);
  });

  it('finds 头盔 inside a longer Chinese name', () => {
    expect(ids(searchSite(zhIndex, '头盔'))).toEqual(['goods:5']);
  });

  it('finds the Kunming store by 昆明, by kunming and with a typo, grouped after models and goods', () => {
    const groups = searchSite(zhIndex, '昆明');
    expect(groups.map((g) => g.type)).toEqual(['news', 'store']);
    expect(groups[1].hits.map((h) => h.id)).toEqual(['store:1']);
    expect(ids(searchSite(enIndex, 'kunming'))).toEqual(['store:1']);
    expect(ids(searchSite(enIndex, 'Kunmig'))).toEqual(['store:1']);
  });

  it('wants every word: 昆明 ABS finds nothing, 昆明 旗舰 the flagship', () => {
    expect(searchSite(zhIndex, '昆明 ABS')).toEqual([]);
    expect(ids(searchSite(zhIndex, '昆明 旗舰'))).toEqual(['store:1']);
  });

  it('matches a prefix as the visitor types, and service pages by name', () => {
    expect(ids(searchSite(enIndex, 'helm'))).toEqual(['goods:5']);
    expect(ids(searchSite(zhIndex, '三包'))).toEqual(['service:thirdService']);
  });

  it('answers nothing for an empty or punctuation-only query', () => {
    expect(searchSite(zhIndex, '   ')).toEqual([]);
    expect(searchSite(zhIndex, '？！')).toEqual([]);
  });

  it('keeps the first copy of a document listed twice', () => {
    expect(() => buildIndex([...zh, zh[0]])).not.toThrow();
  });
});
