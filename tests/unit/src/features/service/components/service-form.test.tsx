import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { HttpError, NetworkError, type Envelope } from '../../../../../../src/lib/api-client.ts';
import { ServiceForm } from '../../../../../../src/features/service/components/service-form.tsx';
import type { Submitted } from '../../../../../../src/features/service/api/types.ts';

type Send = (body: { name: string }) => Promise<Envelope<Submitted>>;

function Harness({ send }: { send: Send }) {
  const mutation = useMutation({ mutationFn: send });
  return (
    <ServiceForm id="t" title="Title" submitLabel="Send" mutation={mutation} toBody={(f) => ({ name: String(f.get('name') ?? '') })}>
      <input aria-label="name" name="name" />
    </ServiceForm>
  );
}

/** Renders the form (its consent box links to the policy pages, so inside a router) and types a name. */
function setup(send: Send, { consent = true } = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <Harness send={send} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Ada' } });
  if (consent) fireEvent.click(screen.getByTestId('t-consent'));
}

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

afterEach(() => {
  cleanup();
  setOnline(true);
});

describe('ServiceForm', () => {
  it('without the consent box ticked, sends nothing, says why and keeps what was typed', async () => {
    const send = vi.fn<Send>();
    setup(send, { consent: false });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByTestId('t-consent-error')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('t-consent'));
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('Ada');
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the server message next to the form and keeps what was typed', async () => {
    const send = vi.fn<Send>().mockRejectedValue(new HttpError(400, 'Please enter your mobile number'));
    setup(send);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please enter your mobile number');
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('Ada');
    expect(send).toHaveBeenCalledWith({ name: 'Ada', consent: true }, expect.anything());
  });

  it('confirms success with the server message, and a duplicate as already received', async () => {
    const send = vi
      .fn<Send>()
      .mockResolvedValueOnce({ code: 1, msg: 'Booked', data: { id: 7, duplicate: false } })
      .mockResolvedValueOnce({ code: 0, msg: 'Already have it', data: { id: 7, duplicate: true } });
    setup(send);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect((await screen.findByTestId('t-done')).textContent).toContain('Booked');
    expect(screen.getByTestId('t-done').textContent).toContain('form.successTitle');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'form.again' })));
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('t-consent') as HTMLInputElement).checked).toBe(false);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByTestId('t-consent'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect((await screen.findByTestId('t-done')).textContent).toContain('form.duplicateTitle');
  });

  it('offline: says a connection is needed, sends nothing and keeps the values for later', async () => {
    const send = vi.fn<Send>();
    setup(send);
    act(() => setOnline(false));
    expect(screen.getByTestId('needs-connection')).toBeTruthy();
    expect(screen.getByTestId('t-form').querySelector('form')?.hidden).toBe(true);
    act(() => setOnline(true));
    expect(screen.queryByTestId('needs-connection')).toBeNull();
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('Ada');
    expect(send).not.toHaveBeenCalled();
  });

  it('a request that never got an answer shows the needs-a-connection state, not an error', async () => {
    setup(vi.fn<Send>().mockRejectedValue(new NetworkError('timeout')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(await screen.findByTestId('needs-connection')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
