import { landingPath } from '../../domain/landing';
import { canOpenScreen } from '../../domain/permissions';
import { APP_VERSION } from './loginRequest';
import { type Person, takeRememberedPath } from './session';

/**
 * Where a login leads. Apart from the login request, because it reads every declaration's roles:
 * the light login page loads it while the login is on its way, not before its form is drawn.
 */
/** After login: the remembered deep link when this person may open it, else the landing page of the role. */
export function afterLoginPath(person: Person): string {
  const remembered = takeRememberedPath();
  return remembered && canOpenScreen(person.roles, remembered) ? remembered : landingPath(person, APP_VERSION);
}
