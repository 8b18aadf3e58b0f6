import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StorePicker } from '../../../../../../src/features/service/components/store-picker.tsx';

// The picker's three reads, controlled by each test: stores and provinces at once, the IP's province late.
const state = vi.hoisted(() => ({ ip: undefined as { id: number } | undefined }));
const STORES = [
  { id: 11, name: 'Kunming Flagship', city: 'Kunming', province: 'Yunnan', province_id: 53, services: ['service'] },
  { id: 12, name: 'Dali Lakeside', city: 'Dali', province: 'Yunnan', province_id: 53, services: ['service'] },
  { id: 21, name: 'Chengdu East', city: 'Chengdu', province: 'Sichuan', province_id: 51, services: ['service'] },
];
vi.mock('../../../../../../src/features/service/api/get-stores.ts', () => ({ useStores: () => ({ data: STORES, isPending: false }) }));
vi.mock('../../../../../../src/features/service/api/get-provinces.ts', () => ({
  useProvinces: () => ({ data: [{ id: 51, name: 'Sichuan' }, { id: 53, name: 'Yunnan' }] }),
}));
vi.mock('../../../../../../src/features/service/api/get-ip-province.ts', () => ({ useIpProvince: () => ({ data: state.ip }) }));
vi.mock('../../../../../../src/app/layout/use-locale.ts', () => ({ useLocale: () => ({ lang: 1, locale: 'en', to: (p: string) => `/en${p}` }) }));

function renderPicker(props: Partial<Parameters<typeof StorePicker>[0]> = {}) {
  const view = render(
    <form data-testid="form">
      <StorePicker label="Store" service="service" {...props} />
    </form>,
  );
  const rerender = () =>
    view.rerender(
      <form data-testid="form">
        <StorePicker label="Store" service="service" {...props} />
      </form>,
    );
  return { rerender };
}

const chosenStore = () => new FormData(screen.getByTestId('form') as HTMLFormElement).get('store_id');
const provinceSelect = () => screen.getByTestId('store_id-province') as HTMLSelectElement;

afterEach(() => {
  cleanup();
  state.ip = undefined;
});

describe('StorePicker', () => {
  it('keeps a store picked before the IP province arrives (the form loses nothing)', () => {
    const { rerender } = renderPicker();
    fireEvent.change(screen.getByTestId('store_id'), { target: { value: '21' } });
    expect(chosenStore()).toBe('21');
    // The IP lookup answers late, with another province.
    state.ip = { id: 53 };
    act(() => rerender());
    expect(chosenStore()).toBe('21');
    expect(provinceSelect().value).toBe('51');
  });

  it('opens on the IP province when nothing was picked yet', () => {
    state.ip = { id: 53 };
    renderPicker();
    expect(provinceSelect().value).toBe('53');
    const offered = [...(screen.getByTestId('store_id') as HTMLSelectElement).options].map((o) => o.value);
    expect(offered).toEqual(['', '11', '12']);
  });

  it('drops the store when the visitor chooses another province, and keeps it for its own or all provinces', () => {
    renderPicker();
    fireEvent.change(screen.getByTestId('store_id'), { target: { value: '12' } });
    fireEvent.change(provinceSelect(), { target: { value: '53' } });
    expect(chosenStore()).toBe('12');
    fireEvent.change(provinceSelect(), { target: { value: '' } });
    expect(chosenStore()).toBe('12');
    fireEvent.change(provinceSelect(), { target: { value: '51' } });
    expect(chosenStore()).toBe('');
  });

  it('preselects a preset store and its province', () => {
    state.ip = { id: 51 };
    renderPicker({ defaultStoreId: 11 });
    expect(provinceSelect().value).toBe('53');
    expect(chosenStore()).toBe('11');
  });
});
