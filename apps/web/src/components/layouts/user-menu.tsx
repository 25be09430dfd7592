import { Avatar, Menu, UnstyledButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser, Role } from '@routier/domain';
import { ACCOUNT_NAV } from '../../config/navigation';
import { logout } from '../../lib/session';

/**
 * First name (or "User") and an initial (the name only from `sm` up), the account menu, admin-panel link when
 * flagged, and logout. The button's name starts with the visible name.
 */
export const UserMenu = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation();
  const name = user.first_name?.trim() || t('common:user');
  const items = user.role ? ACCOUNT_NAV[user.role as Role] : [];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('common:accountMenuOf', { name })} data-testid="user-menu" mih={44} miw={44}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.profile_image?.thumbnail_url} radius="xl" size="sm" color="routier">
              {name.charAt(0).toUpperCase()}
            </Avatar>
            {/* the name needs room the main links take on narrower screens; the menu's label names the person */}
            <Text size="sm" fw={500} visibleFrom="xl">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {t(`common:${item.key}`)}
          </Menu.Item>
        ))}
        {user.redirect_to_admin_panel && (
          <Menu.Item component={Link} to="/admin">
            {t('common:nav.adminPanel')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void logout()}>
          {t('common:logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
