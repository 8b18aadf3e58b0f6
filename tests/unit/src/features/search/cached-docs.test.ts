import { describe, expect, it } from 'vitest';
import { docsFromCachedQueries } from '../../../../../src/features/search/lib/cached-docs.ts';

const groups = [{ name: '探险', children: [{ name: 'TR', children: [{ car_model_id: 1, car_model_name: '云岭 TR 250', description: '轻量' }] }] }];

describe('docsFromCachedQueries', () => {
  it('reads saved model groups (stamped), goods, news pages and stores in the asked language only', () => {
    const docs = docsFromCachedQueries(
      [
        [['catalog', 'car-groups', 'vehicle_series', 0], { data: groups, storedAt: null }],
        [['catalog', 'car-groups', 'vehicle_series', 1], { data: groups, storedAt: null }],
        [['catalog', 'equip-goods', 0], [{ id: 5, name: '探索者 ADV 双镜片头盔', category: '头盔', purchasePrice: '1.00' }]],
        [['content', 'lists', 0, 0, 1], { list: [{ id: 3, title: '经销商大会在昆明举行', summary: '…' }] }],
        [['service', 'stores', 0], [{ id: 1, name: '昆明滇池旗舰店', province_id: 1, city: '昆明', province: '云南', address: '滇池路' }]],
        [['shop', 'car-goods', 0, 'token'], [{ id: 9, name: 'cart line' }]],
      ],
      0,
    );
    expect(docs.map((d) => d.id)).toEqual(['model:1', 'goods:5', 'news:3', 'store:1']);
    expect(docs[1].path).toBe('/attachmentDetail?id=5&type=2');
    expect(docs[3]).toMatchObject({ keywords: '昆明 云南', path: '/market?province_id=1' });
  });

  it('skips answers of an unexpected shape', () => {
    expect(
      docsFromCachedQueries(
        [
          [['service', 'stores', 0], { nope: true }],
          [
            ['catalog', 'parts-goods', 0],
            [{ id: 'x' }, null],
          ],
        ],
        0,
      ),
    ).toEqual([]);
  });
});
