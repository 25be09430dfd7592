import { AppShell, Burger, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { readsNotifications, type Role } from '@routier/domain';
import { MAIN_NAV } from '../../config/navigation';
import { useLiveConnection } from '../../lib/live/use-live-connection';
import { useCurrentUser } from '../../lib/session';
import { Brand } from './brand';
import './touch-targets.css';
import { Footer } from './footer';
import { AccountBadges } from './account-badges';
import { UserMenu } from './user-menu';
import { CustomerActions, CustomerMenuActions } from './customer-actions';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { UnseenOffersBadge } from './unseen-offers-badge';
import { NotificationBell } from './notification-bell';
import { ViewAsBanner } from './view-as-banner';
import { getViewAs } from '../../lib/storage';
import { useIsBelow } from '../data-table/use-is-phone';
import { CHANGELOG_BUTTON_CLEARANCE, ChangelogButton } from '../changelog/changelog-button';

/**
 * The signed-in shell: skip link, header with the role's menus and the user dropdown, page, footer. The side
 * menu (phones) is inert while closed, so its hidden links take no tab stop.
 */
/** From this width the main links sit in the header; below it they are in the side menu behind the burger. */
const NAV_BREAKPOINT = 'lg';

export const AppLayout = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();
  // One set of main links at a time: in the header on wide screens, in the side menu (once it has opened) below.
  const narrow = useIsBelow(NAV_BREAKPOINT);
  const [sideMenuUsed, setSideMenuUsed] = useState(false);
  const [opened, { toggle, close }] = useDisclosure(false, { onOpen: () => setSideMenuUsed(true) });
  // the live channel is open while a signed-in user is in the app: sign out unmounts the shell; an operator viewing
  // as a user opens none (a read-only session may not ask for its ticket)
  useLiveConnection(getViewAs() === null);
  const nav = user.role ? MAIN_NAV[user.role as Role] : [];
  // the most specific entry wins: /admin/invoices is the Invoices entry, not the Console's (/admin)
  const activeTo = nav
    .filter((item) => location.pathname === item.to || location.pathname.startsWith(`${item.to}/`))
    .reduce<string | null>((best, item) => (best && best.length >= item.to.length ? best : item.to), null);
  const links = nav.map((item) => (
    <NavLink
      key={item.to}
      component={Link}
      to={item.to}
      label={t(`common:${item.key}`)}
      active={item.to === activeTo}
      rightSection={item.badge === 'unseenOffers' ? <UnseenOffersBadge enabled={user.active} /> : undefined}
      onClick={close}
      style={{ borderRadius: 8, width: 'auto', whiteSpace: 'nowrap' }}
    />
  ));
  return (
    <AppShell
      header={{ height: 60 }}
      // the header's links need a wide screen in French (seven for a transport company): narrower ones use the menu
      navbar={{ width: 240, breakpoint: NAV_BREAKPOINT, collapsed: { desktop: true, mobile: !opened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom={NAV_BREAKPOINT}
              size="sm"
              w={44}
              h={44}
              aria-label={t('common:menu')}
              aria-expanded={opened}
            />
            <Brand />
            {!narrow && (
              <Group
                component="nav"
                aria-label={t('common:mainNavigation')}
                gap={4}
                visibleFrom={NAV_BREAKPOINT}
                wrap="nowrap"
                data-testid="main-nav"
              >
                {links}
              </Group>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <CustomerActions role={user.role} />
            <AccountBadges user={user} />
            {readsNotifications(user.role as Role | null) && <NotificationBell />}
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" inert={!opened} aria-hidden={!opened} data-testid="side-menu">
        {narrow && sideMenuUsed && (
          <Stack gap={4}>
            {links}
            <CustomerMenuActions role={user.role} onNavigate={close} />
          </Stack>
        )}
      </AppShell.Navbar>
      <AppShell.Main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ display: 'flex', flexDirection: 'column', outline: 'none', paddingBottom: CHANGELOG_BUTTON_CLEARANCE }}
      >
        <ViewAsBanner />
        <div style={{ flex: 1 }}>
          <Outlet />
        </div>
        <Footer />
      </AppShell.Main>
      <ChangelogButton />
    </AppShell>
  );
};
