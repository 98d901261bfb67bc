import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { setCurrentPerson } from '../../authProvider';
import type { Person } from '../../authProvider/session';
import { LoginPage } from './LoginPage';

/**
 * The login page inside the running app (react-admin's loginPage: after a logout, or a session that
 * ended): the app stays loaded and goes on within the page. Nothing of the previous user is kept:
 * the session's person is the new one, and every answer in the query cache (permissions, identity,
 * the person, lists and records) is dropped, so the menu and the screens ask the server anew.
 */
export const AppLoginPage = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const enter = (path: string, person: Person) => {
    setCurrentPerson(person);
    queryClient.clear();
    navigate(path);
  };
  return <LoginPage navigate={enter} />;
};
