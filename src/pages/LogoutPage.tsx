import { useEffect } from 'react';
import { useLogout } from 'react-admin';

/** /logout ends the server session and shows the login page. */
export default function LogoutPage() {
  const logout = useLogout();
  // biome-ignore lint/correctness/useExhaustiveDependencies: log out once on entry
  useEffect(() => {
    logout({}, '/login', false);
  }, []);
  return null;
}
