import AccountCircle from '@mui/icons-material/AccountCircle';
import AppRegistration from '@mui/icons-material/AppRegistration';
import Apartment from '@mui/icons-material/Apartment';
import Article from '@mui/icons-material/Article';
import EditLocationAlt from '@mui/icons-material/EditLocationAlt';
import Home from '@mui/icons-material/Home';
import ListAlt from '@mui/icons-material/ListAlt';
import MailOutline from '@mui/icons-material/MailOutline';
import Outbox from '@mui/icons-material/Outbox';
import Pets from '@mui/icons-material/Pets';
import PersonSearch from '@mui/icons-material/PersonSearch';
import type { ReactElement } from 'react';
import { Menu as RaMenu, usePermissions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { canOpenScreen } from '../../../domain/permissions';
import { declarations } from '../declared/registry';
import { menuIcon } from '../menuIcons';
import { useCurrentPerson } from './useCurrentPerson';

/** Menu entries of the screens that exist; each shows only for the roles of domain/permissions. */
const entries: { to: string; label: string; icon: ReactElement; end?: boolean }[] = [
  { to: '/dierenarts/adreswijzigingen', label: 'menu.adreswijzigingen', icon: <EditLocationAlt /> },
  { to: '/registraties', label: 'menu.registraties', icon: <AppRegistration /> },
  { to: '/zoeken/dierenarts', label: 'menu.dierenartsen', icon: <PersonSearch /> },
  { to: '/zoeken/rechtspersonen', label: 'menu.rechtspersonen', icon: <Apartment /> },
  { to: '/codelijsten', label: 'menu.codelijsten', icon: <ListAlt /> },
  { to: '/templates/pages', label: 'menu.pages', icon: <Article /> },
  // /templates/pages lies under /templates: this entry is lit on its own address only.
  { to: '/templates', label: 'menu.templates', icon: <MailOutline />, end: true },
  { to: '/mails', label: 'menu.mails', icon: <Outbox /> },
  { to: '/profiel', label: 'menu.profiel', icon: <AccountCircle /> },
];

/** Every declared resource has its menu entry, labelled with its Dutch plural. */
const declaredEntries: typeof entries = declarations.map((d) => ({ to: d.path, label: `resources.${d.name}.name`, icon: menuIcon(d.icon) }));

/** A veterinarian's own screens: their paths carry the member's ordenummer (the username). */
const ownEntries = (username: string): typeof entries => {
  const base = `/dierenarts/${encodeURIComponent(username)}`;
  return [
    { to: `${base}/adressen`, label: 'menu.adressen', icon: <Home /> },
    { to: `${base}/professionele-activiteiten`, label: 'menu.activiteiten', icon: <Pets /> },
  ];
};

/** react-admin lights an entry on every address below it; this undoes that for an `end` entry. */
const notActive = { '&.RaMenuItemLink-active, &.RaMenuItemLink-active .RaMenuItemLink-icon': { color: 'text.secondary' } };
/** Long Dutch labels ("Professionele activiteiten") wrap instead of ending in "...". */
const wrapLabel = { '& .MuiTypography-noWrap': { whiteSpace: 'normal' } };

export const Menu = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions } = usePermissions<string[]>();
  const roles = permissions ?? [];
  const { person } = useCurrentPerson();
  const shared = [...entries.slice(0, -1), ...declaredEntries, entries.at(-1)!];
  const all = person?.roles.includes('DIERENARTS') ? [...ownEntries(person.username), ...shared] : shared;
  return (
    <RaMenu>
      {all
        .filter((e) => canOpenScreen(roles, e.to))
        .map((e) => (
          <RaMenu.Item
            key={e.to}
            to={e.to}
            primaryText={translate(e.label, { smart_count: 2 })}
            leftIcon={e.icon}
            sx={e.end && pathname !== e.to ? { ...wrapLabel, ...notActive } : wrapLabel}
          />
        ))}
    </RaMenu>
  );
};
