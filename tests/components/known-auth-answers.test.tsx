import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, knownAuthAnswer, setCurrentPerson } from '../../src/authProvider';
import type { Person } from '../../src/authProvider/session';
import { createQueryClient } from '../../src/shared/queryClient';

/**
 * Once the session's person is known, react-admin's auth queries start with their answer
 * (src/shared/queryClient), so a screen's first frame is drawn for that person instead of after a
 * chain of answers; the answers are the auth provider's own.
 */
describe('auth answers known before they are asked', () => {
  const secretariat: Person = { id: 2, username: 'secretariaat', displayname: 'Secretariaat', roles: ['SECRETARIAAT'], kennisname: true } as Person;
  afterEach(() => {
    cleanup();
    setCurrentPerson(undefined);
    vi.unstubAllGlobals();
  });

  it('are the auth provider’s own answers for the person', async () => {
    setCurrentPerson(secretariat);
    expect(knownAuthAnswer(['auth', 'checkAuth', {}])).toEqual({ value: true });
    expect(knownAuthAnswer(['auth', 'getPermissions', {}])).toEqual({ value: await authProvider.getPermissions!({}) });
    expect(knownAuthAnswer(['auth', 'getIdentity'])).toEqual({ value: await authProvider.getIdentity!() });
    for (const [resource, action] of [
      ['codelijsten', 'list'],
      ['codelijsten', 'delete'],
      ['stemmen', 'create'],
      ['cursussen', 'list'],
    ]) {
      expect(knownAuthAnswer(['auth', 'canAccess', { action, resource }])).toEqual({
        value: await authProvider.canAccess!({ resource: resource!, action: action! }),
      });
    }
  });

  it('are not given for a record, nor before anyone is known, nor after a logout', async () => {
    setCurrentPerson(secretariat);
    expect(knownAuthAnswer(['auth', 'canAccess', { action: 'edit', resource: 'codelijsten', recordId: 4 }])).toBeUndefined();
    expect(knownAuthAnswer(['codelijsten', 'getList', {}])).toBeUndefined();
    setCurrentPerson(undefined);
    expect(knownAuthAnswer(['auth', 'checkAuth', {}])).toBeUndefined();
    setCurrentPerson(secretariat);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    await authProvider.logout({});
    expect(knownAuthAnswer(['auth', 'getPermissions', {}])).toBeUndefined();
  });

  it('draw the first frame with the answer, without waiting for the query', () => {
    setCurrentPerson(secretariat);
    const asked = vi.fn(async () => ['IEMAND_ANDERS']);
    const Roles = () => {
      const { data } = useQuery({ queryKey: ['auth', 'getPermissions', {}], queryFn: asked, staleTime: 60_000 });
      return <span>{data ? data.join(',') : 'wacht'}</span>;
    };
    render(
      <QueryClientProvider client={createQueryClient(knownAuthAnswer)}>
        <Roles />
      </QueryClientProvider>,
    );
    screen.getByText('SECRETARIAAT');
    expect(asked).not.toHaveBeenCalled();
  });
});
