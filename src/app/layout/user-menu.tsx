import {
  Avatar,
  Badge,
  Group,
  Menu,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage, IconLogout, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, useSignOut } from '#portal/lib/auth/session-context.tsx';
import { setLanguage, SUPPORTED_LANGUAGES } from '#portal/lib/i18n/i18n.ts';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function UserMenu() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const signOut = useSignOut();
  const { setColorScheme } = useMantineColorScheme();
  const colorScheme = useComputedColorScheme('light');
  const currentLanguage = i18n.resolvedLanguage;

  return (
    // Not in a portal, so the dropdown stays inside the header landmark; no focus placeholder (it is not a menu item).
    <Menu position="bottom-end" width={280} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('userMenu.label', { name: user.name })}
          p={4}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar size="sm" radius="xl" color="blue" aria-hidden>
              {initials(user.name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" aria-hidden>
              {user.name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>

      <Menu.Dropdown>
        <div style={{ padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)' }}>
          <Text fw={600} size="sm">
            {user.name}
          </Text>
          {user.email && (
            <Text size="xs" c="dimmed">
              {user.email}
            </Text>
          )}
          {user.organisation && (
            <Text size="xs" c="dimmed">
              {t('userMenu.organisation')}: {user.organisation}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={6}>
            {t('userMenu.roles')}
          </Text>
          <Group gap={4} mt={2}>
            {user.roles.length === 0 ? (
              <Text size="xs">{t('userMenu.noRoles')}</Text>
            ) : (
              user.roles.map((role) => (
                <Badge key={role} size="sm" variant="light" color="gray">
                  {t(`roles.${role}`)}
                </Badge>
              ))
            )}
          </Group>
        </div>

        <Menu.Divider />
        <Menu.Label>{t('userMenu.language')}</Menu.Label>
        {SUPPORTED_LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            aria-current={currentLanguage === language ? 'true' : undefined}
            lang={language}
            leftSection={
              currentLanguage === language ? (
                <IconCheck size={16} aria-hidden />
              ) : (
                <IconLanguage size={16} aria-hidden />
              )
            }
            onClick={() => void setLanguage(language)}
          >
            {t(`languages.${language}`)}
          </Menu.Item>
        ))}

        <Menu.Divider />
        <Menu.Label>{t('userMenu.appearance')}</Menu.Label>
        <Menu.Item
          leftSection={colorScheme === 'dark' ? <IconSun size={16} aria-hidden /> : <IconMoon size={16} aria-hidden />}
          onClick={() => setColorScheme(colorScheme === 'dark' ? 'light' : 'dark')}
        >
          {colorScheme === 'dark' ? t('userMenu.lightMode') : t('userMenu.darkMode')}
        </Menu.Item>

        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
