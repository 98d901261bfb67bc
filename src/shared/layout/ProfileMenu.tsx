import { type Theme, useMediaQuery } from '@mui/material';
import { Logout, useGetIdentity, UserMenu, useTranslate } from 'react-admin';

/**
 * The profile menu in the bar. On a wide screen react-admin's button shows the member's name, so its
 * name begins with that name (WCAG 2.5.3 "label in name": who says what they see reaches it); on a
 * phone the button is an icon, named "Profiel". react-admin translates the label with the label
 * itself as default, so a name passes unchanged; with the same breakpoint as react-admin's, the
 * icon never gets the name nor the name the icon's.
 */
export const ProfileMenu = () => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const label = wide && !isPending && identity?.fullName ? translate('app.profile_menu', { name: identity.fullName }) : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <Logout />
    </UserMenu>
  );
};
