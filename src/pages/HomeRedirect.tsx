import { Navigate } from 'react-router-dom';
import { landingPath } from '../../domain/landing';
import { APP_VERSION } from '../authProvider';
import { useCurrentPerson } from '../shared/layout/useCurrentPerson';

/** "/" leads each role to its own starting page (SPEC §2). */
export const HomeRedirect = () => {
  const { person } = useCurrentPerson();
  if (!person) return null;
  return <Navigate to={landingPath(person, APP_VERSION)} replace />;
};
