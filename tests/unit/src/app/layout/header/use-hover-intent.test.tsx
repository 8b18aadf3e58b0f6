import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { HOVER_OPEN_MS, useHoverIntent } from '../../../../../../src/app/layout/header/use-hover-intent.ts';

function Menu({ onOpen }: { onOpen: () => void }) {
  const hover = useHoverIntent(onOpen, () => undefined);
  const navigate = useNavigate();
  return (
    <div data-testid="panel" onPointerEnter={hover.enter} onPointerLeave={hover.leave}>
      <button type="button" onClick={() => navigate('/pages/detail/car_model_id/1')}>
        model
      </button>
    </div>
  );
}

/** Renders the menu (with fake timers) and moves a mouse pointer onto it; returns its open callback. */
function renderHoveredMenu() {
  vi.useFakeTimers();
  const onOpen = vi.fn();
  render(
    <MemoryRouter>
      <Menu onOpen={onOpen} />
    </MemoryRouter>,
  );
  fireEvent.pointerEnter(screen.getByTestId('panel'), { pointerType: 'mouse' });
  return onOpen;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useHoverIntent', () => {
  it('opens after the delay when the pointer stays', () => {
    const onOpen = renderHoveredMenu();
    act(() => vi.advanceTimersByTime(HOVER_OPEN_MS));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('drops a pending open when a click navigates within the delay (the menu must not reopen on the next page)', () => {
    const onOpen = renderHoveredMenu();
    act(() => {
      vi.advanceTimersByTime(HOVER_OPEN_MS / 3);
      fireEvent.click(screen.getByRole('button', { name: 'model' }));
    });
    act(() => vi.advanceTimersByTime(HOVER_OPEN_MS * 2));
    expect(onOpen).not.toHaveBeenCalled();
  });
});
