import type { CarGroup, CarGroupType, CarSubGroup } from '../../api/get-car-groups.ts';
import type { MenuModel } from '../../api/types.ts';

/** A first-level entry of the mega-menu: a vehicle grouping or a goods list. */
export type MegaGroupDef =
  | { kind: 'vehicles'; type: CarGroupType; labelKey: 'megaMenu.bySeries' | 'megaMenu.byDisplacement' }
  | { kind: 'goods'; goods: 'parts' | 'equip'; goodsType: 1 | 2; labelKey: 'megaMenu.parts' | 'megaMenu.equip' };

/** The four first-level groups (spec section 2); English shows only the first two. */
export const MEGA_GROUPS: readonly MegaGroupDef[] = [
  { kind: 'vehicles', type: 'vehicle_series', labelKey: 'megaMenu.bySeries' },
  { kind: 'vehicles', type: 'displacement', labelKey: 'megaMenu.byDisplacement' },
  { kind: 'goods', goods: 'parts', goodsType: 1, labelKey: 'megaMenu.parts' },
  { kind: 'goods', goods: 'equip', goodsType: 2, labelKey: 'megaMenu.equip' },
];

/** The first-level groups shown for a locale. */
export function megaGroupsFor(locale: 'zh' | 'en'): readonly MegaGroupDef[] {
  return locale === 'en' ? MEGA_GROUPS.slice(0, 2) : MEGA_GROUPS;
}

/**
 * Selection state. `section` (a series or displacement class) and `model` are ids; null means
 * "the first one", which is how groups 1-2 auto-select their first children even before data arrives.
 * `activated` lists the first-level groups that were ever shown: goods lists load only once activated.
 */
export interface MegaState {
  group: number;
  section: number | null;
  model: number | null;
  activated: readonly number[];
}

export type MegaAction = { type: 'group'; index: number } | { type: 'section'; id: number } | { type: 'model'; id: number };

export const initialMegaState: MegaState = { group: 0, section: null, model: null, activated: [0] };

/** Hovering (or choosing) a first-level group always resets the lower selections (spec section 4). */
export function megaReducer(state: MegaState, action: MegaAction): MegaState {
  switch (action.type) {
    case 'group': {
      const activated = state.activated.includes(action.index) ? state.activated : [...state.activated, action.index];
      return { group: action.index, section: null, model: null, activated };
    }
    case 'section':
      if (state.section === action.id) return state;
      return { ...state, section: action.id, model: null };
    case 'model':
      if (state.model === action.id) return state;
      return { ...state, model: action.id };
  }
}

/** Models of a section, in order, with the sub-group each belongs to (sub-groups shown as headings). */
export function sectionModels(section: CarGroup | undefined): { sub: CarSubGroup; models: MenuModel[] }[] {
  if (!section) return [];
  return section.children.filter((sub) => sub.children.length > 0).map((sub) => ({ sub, models: sub.children }));
}

/** The effective selection: the chosen section/model, or the first ones when none is chosen (or it vanished). */
export function resolveSelection(sections: readonly CarGroup[] | undefined, state: MegaState): { section?: CarGroup; model?: MenuModel } {
  if (!sections || sections.length === 0) return {};
  const section = sections.find((s) => s.id === state.section) ?? sections[0];
  const models = sectionModels(section).flatMap((g) => g.models);
  const model = models.find((m) => m.car_model_id === state.model) ?? models[0];
  return { section, model };
}

/** What a click (or Enter, or a tap) on a model does: the first selects it, a second on the selected one opens it. */
export function modelClickAction(selectedId: number | undefined, clickedId: number): 'select' | 'open' {
  return selectedId === clickedId ? 'open' : 'select';
}

/** Index of the next item for an arrow key in a vertical list (wraps around), or undefined for other keys. */
export function nextIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
