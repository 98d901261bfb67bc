import { Alert, Box } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { Title, useAuthenticated, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { canOpenScreen } from '../../../domain/permissions';
import type { Person } from '../../authProvider/session';
import { useCurrentPerson } from './useCurrentPerson';

/** The page a veterinarian sees instead of any screen until the regulation is acknowledged. */
export type KennisnameScreen = ComponentType<{ person: Person }>;

/**
 * Before any secure screen: a veterinarian who has not acknowledged the regulation sees it first
 * (SPEC §4), and a screen outside the user's roles says so instead of showing (SPEC §6). The
 * regulation's page comes from the app (a custom page), so the shared frame needs no custom code.
 */
export const AccessGate = ({ kennisname: Kennisname, children }: { kennisname: KennisnameScreen; children: ReactNode }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // Custom routes are not checked by react-admin itself; this sends anonymous visitors to login.
  useAuthenticated();
  const { person } = useCurrentPerson();
  if (!person) return null;
  if (person.roles.includes('DIERENARTS') && !person.kennisname) return <Kennisname person={person} />;
  if (!canOpenScreen(person.roles, pathname)) {
    return (
      <Box sx={{ p: 3 }}>
        <Title title={translate('app.not_allowed_title')} />
        <Alert severity="warning" role="alert">
          {translate('app.not_allowed')}
        </Alert>
      </Box>
    );
  }
  return <>{children}</>;
};
