import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../src/shared/lazyScreen';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>Dag {name}</p>;

describe('a screen that loads its code on first use', () => {
  it('draws at once, without the loading fallback, when its code was loaded ahead', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const Screen = lazyScreen(load);
    await Screen.preload();
    render(
      <Suspense fallback={<p>Bezig met laden</p>}>
        <Screen name="Els" />
      </Suspense>,
    );
    screen.getByText('Dag Els');
    expect(screen.queryByText('Bezig met laden')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once on first use otherwise, showing the fallback meanwhile', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const Screen = lazyScreen(load);
    render(
      <Suspense fallback={<p>Bezig met laden</p>}>
        <Screen name="Jan" />
      </Suspense>,
    );
    screen.getByText('Bezig met laden');
    await screen.findByText('Dag Jan');
    await act(() => Screen.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
