import { Tooltip } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { type MouseEvent, memo, type ReactElement } from 'react';
import { Link } from 'react-router-dom';

export interface MenuEntryProps {
  to: string;
  label: string;
  icon: ReactElement;
  active: boolean;
  /** The sidebar shows icons only: the label is then the icon's tooltip. */
  iconsOnly: boolean;
  onTap?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * One entry of the menu: a link with the menu item's role, its icon and its label, drawn by the
 * menu's one style sheet (`menuEntryStyles`). react-admin's MenuItemLink draws the same with five
 * styled components per entry, a media query and a shortcut listener each: with twenty-odd entries,
 * about a tenth of every screen's first render.
 */
export const MenuEntry = memo(({ to, label, icon, active, iconsOnly, onTap }: MenuEntryProps) => {
  const link = (
    <Link
      to={to}
      role="menuitem"
      tabIndex={0}
      // The lit entry says so to a screen reader too, not in its colour alone.
      aria-current={active ? 'page' : undefined}
      className={active ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
      onClick={onTap}
    >
      <span className="RaMenuItemLink-icon">{icon}</span>
      <span className="RaMenuItemLink-label">{label}</span>
    </Link>
  );
  return iconsOnly ? (
    <Tooltip title={label} placement="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
});

/** The entries' look, as MUI's MenuItem and react-admin's MenuItemLink draw it, set once on the menu. */
export const menuEntryStyles: SxProps<Theme> = (theme) => ({
  '& .RaMenuItemLink-root': {
    ...theme.typography.body1,
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    minHeight: 48,
    [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
    padding: '6px 16px',
    color: theme.palette.text.secondary,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 0,
    '&:hover': { backgroundColor: theme.palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
    '&:focus-visible': { backgroundColor: theme.palette.action.focus },
  },
  '& .RaMenuItemLink-active': { color: theme.palette.text.primary },
  '& .RaMenuItemLink-icon': { display: 'inline-flex', flexShrink: 0, minWidth: theme.spacing(5), color: theme.palette.text.secondary },
  // Long Dutch labels ("Professionele activiteiten") wrap instead of ending in "...".
  '& .RaMenuItemLink-label': { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' },
});
