import AccountCircle from '@mui/icons-material/AccountCircle';
import Apartment from '@mui/icons-material/Apartment';
import EventNote from '@mui/icons-material/EventNote';
import FactCheck from '@mui/icons-material/FactCheck';
import History from '@mui/icons-material/History';
import Key from '@mui/icons-material/Key';
import Home from '@mui/icons-material/Home';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import PersonSearch from '@mui/icons-material/PersonSearch';
import Pets from '@mui/icons-material/Pets';
import School from '@mui/icons-material/School';
import { type Theme, useMediaQuery } from '@mui/material';
import { type ReactElement, useCallback } from 'react';
import { Menu as RaMenu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { stateFilterOf, transitionsFrom } from '../../../domain/declare/access';
import { canOpenScreen } from '../../../domain/permissions';
import { declarations } from '../declared/registry';
import { menuIcon } from '../menuIcons';
import { MenuEntry, menuEntryStyles } from './MenuEntry';
import { useCurrentPerson } from './useCurrentPerson';

interface Entry {
  to: string;
  /** A message key; a declared resource's `menu.<name>`, or else its plural name. */
  label: string;
  fallback?: string;
  icon: ReactElement;
  /** Place in the menu, low first. */
  position: number;
}

/** The custom pages' entries; every declared resource adds its own (domain/resources, `menu`). */
const pageEntries: Entry[] = [
  { to: '/zoeken/dierenarts', label: 'menu.dierenartsen', icon: <PersonSearch />, position: 30 },
  { to: '/zoeken/rechtspersonen', label: 'menu.rechtspersonen', icon: <Apartment />, position: 31 },
  { to: '/bijscholing/punten', label: 'menu.puntentabel', icon: <School />, position: 41 },
  { to: '/bijscholing/agenda', label: 'cursusagenda.menu', icon: <EventNote />, position: 42 },
  // The election committee's own work: its members are veterinarians or of the secretariat.
  { to: '/comite', label: 'menu.comite', icon: <Key />, position: 61 },
  { to: '/bijscholing/controle', label: 'menu.controle', icon: <FactCheck />, position: 54 },
  { to: '/herinneringen', label: 'menu.herinneringen', icon: <NotificationsActive />, position: 985 },
  { to: '/logboek', label: 'menu.logboek', icon: <History />, position: 990 },
  { to: '/profiel', label: 'menu.profiel', icon: <AccountCircle />, position: 1000 },
];

const declaredEntries: Entry[] = declarations.flatMap((d) =>
  d.screen === false
    ? []
    : [{ to: d.screen ?? d.path, label: `menu.${d.name}`, fallback: `resources.${d.name}.name`, icon: menuIcon(d.icon), position: d.menu ?? 900 }],
);

const shared = [...pageEntries, ...declaredEntries].sort((a, b) => a.position - b.position);

/**
 * A queue's entry opens, for those who decide on it, on what waits for them (the courses AANGEVRAAGD
 * for the secretariat, SPEC §4), not on everything from the providers' drafts on; its own address
 * without a filter still lists all.
 */
function waitingQuery(to: string, roles: readonly string[]) {
  const d = declarations.find((x) => (x.screen ?? x.path) === to);
  // A list that is about one choice of a parameter (an election's stage) opens on the role's.
  const initial = Object.entries(d?.list.choices ?? {}).flatMap(([param, c]) => (c.initial ? [`${param}=${encodeURIComponent(c.initial(roles))}`] : []));
  if (initial.length) return `?${initial.join('&')}`;
  const filter = d && stateFilterOf(d);
  if (!d?.queue || !filter) return '';
  const waiting = d.queue.defaultFilter;
  return transitionsFrom(d, { [d.queue.state]: waiting }, roles).length > 0 ? `?${filter}=${encodeURIComponent(waiting)}` : '';
}

/** A veterinarian's own screens: their paths carry the member's ordenummer (the username). */
const ownEntries = (username: string): Entry[] => {
  const base = `/dierenarts/${encodeURIComponent(username)}`;
  return [
    { to: `${base}/adressen`, label: 'menu.adressen', icon: <Home />, position: 0 },
    { to: `${base}/professionele-activiteiten`, label: 'menu.activiteiten', icon: <Pets />, position: 1 },
  ];
};

/**
 * An entry is lit on its own address and the addresses below it, but an entry with another entry
 * below it on its own address only. Its waiting query does not count: a queue's entry stays lit
 * whatever the list is filtered on.
 */
const hasEntryBelow = (entry: Entry, all: Entry[]) => all.some((e) => e.to.startsWith(`${entry.to}/`));
const isLit = (entry: Entry, all: Entry[], pathname: string) => pathname === entry.to || (pathname.startsWith(`${entry.to}/`) && !hasEntryBelow(entry, all));

export const Menu = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions } = usePermissions<string[]>();
  const roles = permissions ?? [];
  const { person } = useCurrentPerson();
  const [open, setOpen] = useSidebarState();
  // On a phone or a tablet the menu is a drawer over the page: it closes once an entry is chosen.
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const closeOnTap = useCallback(() => setOpen(false), [setOpen]);
  const all = person?.roles.includes('DIERENARTS') ? [...ownEntries(person.username), ...shared] : shared;
  return (
    <RaMenu sx={menuEntryStyles}>
      {all
        .filter((e) => canOpenScreen(roles, e.to))
        .map((e) => (
          <MenuEntry
            key={e.to}
            to={`${e.to}${waitingQuery(e.to, roles)}`}
            label={translate(e.label, { _: e.fallback ? translate(e.fallback, { smart_count: 2 }) : e.label })}
            icon={e.icon}
            active={isLit(e, all, pathname)}
            iconsOnly={!open}
            onTap={isSmall ? closeOnTap : undefined}
          />
        ))}
    </RaMenu>
  );
};
