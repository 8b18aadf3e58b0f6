import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CompareView } from '../../../../../../../src/features/catalog/components/compare/compare-view.tsx';
import { carInfoQueryOptions } from '../../../../../../../src/features/catalog/api/get-car-info.ts';
import type { CarInfo } from '../../../../../../../src/features/catalog/api/types.ts';

function info(id: number, name: string, wheelbase: string): CarInfo {
  return {
    car_model_id: id,
    slug: `m${id}`,
    car_model_name: name,
    model_name: name,
    description: '',
    pc_publicize_pic: `/media/${id}.svg`,
    style: 'naked',
    cc: 500,
    retail_price: 40000,
    activity_price: 38000,
    highlights: [],
    series: null,
    colors: [],
    versions: [],
    related: [],
    vehicle_params: [{ key: 'Wheelbase', label: 'Wheelbase', value: wheelbase }],
    engine_params: [{ key: 'Cooling', label: 'Cooling', value: 'Liquid' }],
    basic_config: [],
  };
}

describe('CompareView', () => {
  it('renders cached models side by side without the network and highlights differing rows', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(carInfoQueryOptions(1, 1).queryKey, { data: info(1, 'Alpha', '1400 mm'), storedAt: null });
    client.setQueryData(carInfoQueryOptions(2, 1).queryKey, { data: info(2, 'Beta', '1450 mm'), storedAt: null });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CompareView ids={[1, 2]} lang={1} to={(p) => `/en${p}`} onRemove={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getAllByTestId('compare-model').map((h) => h.textContent)).toEqual([
      expect.stringContaining('Alpha'),
      expect.stringContaining('Beta'),
    ]);
    const rows = screen.getAllByTestId('compare-row');
    const wheelbase = rows.find((r) => r.textContent?.includes('Wheelbase'))!;
    const cooling = rows.find((r) => r.textContent?.includes('Cooling'))!;
    expect(wheelbase.dataset.differs).toBe('true');
    expect(
      within(wheelbase)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1400 mm', '1450 mm']);
    expect(cooling.dataset.differs).toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.queryByTestId('as-of')).toBeNull();
    fetchSpy.mockRestore();
  });

  it('stamps the prices with the oldest time the service worker stored them', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const older = Date.UTC(2024, 4, 1, 9, 30);
    client.setQueryData(carInfoQueryOptions(1, 1).queryKey, { data: info(1, 'Alpha', '1400 mm'), storedAt: Date.UTC(2024, 4, 2, 9, 30) });
    client.setQueryData(carInfoQueryOptions(2, 1).queryKey, { data: info(2, 'Beta', '1450 mm'), storedAt: older });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CompareView ids={[1, 2]} lang={1} to={(p) => `/en${p}`} onRemove={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('as-of').querySelector('time')?.getAttribute('datetime')).toBe(new Date(older).toISOString());
  });
});
