import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, LoadingIndicator, Layout as RaLayout, TitlePortal, useTranslate } from 'react-admin';
import { AccessGate, type KennisnameScreen } from './AccessGate';
import { DocumentTitle } from './DocumentTitle';
import { Menu } from './Menu';
import { ProfileMenu } from './ProfileMenu';
import { TitleHeading } from './TitleHeading';

export const PortalAppBar = () => {
  const translate = useTranslate();
  return (
    // react-admin's own toolbar with its spinner named (an unnamed progressbar is an axe violation): the French one too, from the catalogue.
    <AppBar userMenu={<ProfileMenu />} toolbar={<LoadingIndicator aria-label={translate('ra.page.loading')} />}>
      {/* On a phone a long title wraps onto a second line, smaller, instead of being cut off. A span: TitleHeading makes it the screen's heading where the screen has none. */}
      <TitlePortal
        component="span"
        sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' }, overflowWrap: 'anywhere', fontSize: { xs: '1rem', sm: '1.25rem' }, lineHeight: { xs: 1.25 } }}
      />
      <DocumentTitle />
      <TitleHeading />
      {/* Full white on the bar's green (5:1); dimmed it fell below the 4.5:1 small text needs. Not a heading: the page's own comes first. */}
      <Typography variant="subtitle2" component="span" sx={{ display: { xs: 'none', md: 'block' }, mr: 1 }}>
        {translate('app.short_title')}
      </Typography>
    </AppBar>
  );
};

/**
 * react-admin's responsive layout (drawer menu on a phone) with the role menu and the access gate;
 * `kennisname` is the page the gate shows a veterinarian who has not acknowledged the regulation.
 */
export const Layout = ({ kennisname, children }: { kennisname: KennisnameScreen; children: ReactNode }) => (
  // The content may be narrower than a wide table in it, which then scrolls in its own box, not the page.
  <RaLayout
    menu={Menu}
    appBar={PortalAppBar}
    sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}
  >
    <AccessGate kennisname={kennisname}>{children}</AccessGate>
  </RaLayout>
);
