import { describe, expect, it } from 'vitest';
import {
  initialMegaState,
  megaGroupsFor,
  megaReducer,
  modelClickAction,
  nextIndex,
  resolveSelection,
  sectionModels,
} from '../../../../../../../src/features/catalog/components/mega-menu/mega-menu-state.ts';
import type { CarGroup } from '../../../../../../../src/features/catalog/api/get-car-groups.ts';
import type { ModelSummary } from '../../../../../../../src/features/catalog/api/types.ts';

const model = (id: number): ModelSummary => ({
  car_model_id: id,
  slug: `m${id}`,
  car_model_name: `Model ${id}`,
  model_name: `Model ${id}`,
  description: '',
  pc_publicize_pic: '',
  style: 'naked',
  cc: 250,
  retail_price: 1,
  activity_price: 1,
  colors: [],
});
const sections: CarGroup[] = [
  {
    id: 1,
    slug: 'adventure',
    name: 'Adventure',
    weight: 10,
    children: [
      { id: 11, slug: 'a/empty', name: 'Empty', children: [] },
      { id: 12, slug: 'a/trail', name: 'Trail', children: [model(101), model(102)] },
    ],
  },
  {
    id: 2,
    slug: 'sport',
    name: 'Sport',
    weight: 20,
    children: [
      { id: 21, slug: 's/rs', name: 'RS', children: [model(201)] },
      { id: 22, slug: 's/rr', name: 'RR', children: [model(202)] },
    ],
  },
];

describe('mega-menu groups', () => {
  it('shows four first-level groups in Chinese and only the first two in English', () => {
    expect(megaGroupsFor('zh').map((g) => g.labelKey)).toEqual(['megaMenu.bySeries', 'megaMenu.byDisplacement', 'megaMenu.parts', 'megaMenu.equip']);
    expect(megaGroupsFor('en').map((g) => g.labelKey)).toEqual(['megaMenu.bySeries', 'megaMenu.byDisplacement']);
  });
  it('goods groups carry the attachmentDetail type (1 parts, 2 equipment)', () => {
    const [, , parts, equip] = megaGroupsFor('zh');
    expect(parts).toMatchObject({ kind: 'goods', goodsType: 1 });
    expect(equip).toMatchObject({ kind: 'goods', goodsType: 2 });
  });
});

describe('megaReducer', () => {
  it('hovering a first-level group resets the section and model selections', () => {
    let s = megaReducer(initialMegaState, { type: 'section', id: 2 });
    s = megaReducer(s, { type: 'model', id: 202 });
    expect(s).toMatchObject({ group: 0, section: 2, model: 202 });
    s = megaReducer(s, { type: 'group', index: 1 });
    expect(s).toMatchObject({ group: 1, section: null, model: null });
  });
  it('hovering the same group again still resets (spec: hovering a first-level item resets)', () => {
    const s = megaReducer(megaReducer(initialMegaState, { type: 'model', id: 102 }), { type: 'group', index: 0 });
    expect(s.model).toBeNull();
  });
  it('choosing another section resets the model but keeps the group', () => {
    const s = megaReducer({ ...initialMegaState, group: 1, section: 1, model: 102 }, { type: 'section', id: 2 });
    expect(s).toMatchObject({ group: 1, section: 2, model: null });
  });
  it('returns the same state object when nothing changes (no re-render on repeated hover)', () => {
    const s = megaReducer(initialMegaState, { type: 'section', id: 2 });
    expect(megaReducer(s, { type: 'section', id: 2 })).toBe(s);
  });
});

describe('resolveSelection (auto-select first children)', () => {
  it('picks the first section and its first model when nothing is chosen', () => {
    const { section, model: m } = resolveSelection(sections, initialMegaState);
    expect(section?.id).toBe(1);
    // The first sub-group is empty, so the first model is the first of the next one.
    expect(m?.car_model_id).toBe(101);
  });
  it('keeps an explicit choice, and falls back to the first model of a newly chosen section', () => {
    expect(resolveSelection(sections, { ...initialMegaState, section: 2, model: 202 }).model?.car_model_id).toBe(202);
    expect(resolveSelection(sections, { ...initialMegaState, section: 2, model: null }).model?.car_model_id).toBe(201);
    // A model id from another section is ignored.
    expect(resolveSelection(sections, { ...initialMegaState, section: 2, model: 101 }).model?.car_model_id).toBe(201);
  });
  it('is empty without data', () => {
    expect(resolveSelection(undefined, initialMegaState)).toEqual({});
    expect(resolveSelection([], initialMegaState)).toEqual({});
  });
  it('lists models under their sub-groups and skips empty sub-groups', () => {
    expect(sectionModels(sections[0]).map((g) => [g.sub.name, g.models.map((m) => m.car_model_id)])).toEqual([['Trail', [101, 102]]]);
  });
});

describe('modelClickAction and nextIndex', () => {
  it('a click on a model selects it; a click on the selected model opens it', () => {
    expect(modelClickAction(101, 102)).toBe('select');
    expect(modelClickAction(102, 102)).toBe('open');
    expect(modelClickAction(undefined, 102)).toBe('select');
  });
  it('arrow keys wrap around; Home/End jump; other keys do nothing', () => {
    expect(nextIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextIndex('Home', 2, 3)).toBe(0);
    expect(nextIndex('End', 0, 3)).toBe(2);
    expect(nextIndex('Enter', 0, 3)).toBeUndefined();
    expect(nextIndex('ArrowDown', 0, 0)).toBeUndefined();
  });
});
