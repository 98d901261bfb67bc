import { afterEach, describe, expect, it, vi } from 'vitest';

/** The theme as the app loads it in a browser that does, or does not, ask for less motion. */
async function themeWith(reduce: boolean) {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }));
  return (await import('../../src/theme')).theme;
}

describe('the theme and the system setting "reduce motion"', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens dialogs and menus at once and does not ripple for a person who asked for less motion', async () => {
    const theme = await themeWith(true);
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
    expect(theme.transitions.create(['opacity'])).toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it("keeps MUI's motion for everyone else", async () => {
    const theme = await themeWith(false);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.transitions.create(['opacity'])).toMatch(/opacity \d+ms/);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });
});
