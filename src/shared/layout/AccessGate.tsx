import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useAuthenticated, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { canOpenScreen } from '../../../domain/permissions';
import { KennisnamePage } from '../../custom/kennisname/KennisnamePage';
import { useCurrentPerson } from './useCurrentPerson';

/**
 * Before any secure screen: a veterinarian who has not acknowledged the regulation sees it first
 * (SPEC §4), and a screen outside the user's roles says so instead of showing (SPEC §6).
 */
export const AccessGate = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // Custom routes are not checked by react-admin itself; this sends anonymous visitors to login.
  useAuthenticated();
  const { person } = useCurrentPerson();
  if (!person) return null;
  if (person.roles.includes('DIERENARTS') && !person.kennisname) return <KennisnamePage person={person} />;
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
