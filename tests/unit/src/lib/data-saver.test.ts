import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { connectionSavesData, dataSaverActive, resetDataSaverForTests, setDataSaverOff, useDataSaver } from '../../../../src/lib/data-saver.ts';

const setConnection = (conn: object | undefined) => Object.defineProperty(navigator, 'connection', { value: conn, configurable: true });

afterEach(() => {
  setConnection(undefined);
  localStorage.clear();
  resetDataSaverForTests();
});

describe('data saver', () => {
  it('follows Save-Data and 2g / slow-2g connections', () => {
    expect(connectionSavesData({ saveData: true } as never)).toBe(true);
    expect(connectionSavesData({ effectiveType: 'slow-2g' } as never)).toBe(true);
    expect(connectionSavesData({ effectiveType: '4g' } as never)).toBe(false);
    expect(connectionSavesData(undefined)).toBe(false);
  });

  it('the user can turn it off, and the choice is kept', () => {
    setConnection(Object.assign(new EventTarget(), { saveData: true }));
    expect(dataSaverActive()).toBe(true);
    setDataSaverOff(true);
    expect(dataSaverActive()).toBe(false);
    resetDataSaverForTests();
    expect(dataSaverActive()).toBe(false);
    setDataSaverOff(false);
    expect(dataSaverActive()).toBe(true);
  });

  it('a connection without events (a plain object) is read, never crashes the page', () => {
    setConnection({ saveData: true, effectiveType: '4g' });
    const { result } = renderHook(() => useDataSaver());
    expect(result.current).toBe(true);
  });
});
