/** The signed-in shell: header with burger and user menu, role-based navigation, and the page in <main>. */
import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLanguageHiragana } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useHref, useLocation } from 'react-router';
import classes from './app-layout.module.css';
import { MainNav } from './main-nav';
import { UserMenu } from './user-menu';
import { paths } from '#portal/lib/paths.ts';

export const MAIN_CONTENT_ID = 'main-content';

/** After client-side navigation, move focus to the new page's h1 (or <main>) so screen readers start there. */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById(MAIN_CONTENT_ID);
      const heading = main?.querySelector<HTMLElement>('[data-page-heading], h1');
      (heading ?? main)?.focus({ preventScroll: false });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  useFocusOnNavigation();
  // This page's own URL with the fragment: a bare `#main-content` would resolve against index.html's <base href>
  // and load the home page instead of moving to this page's content.
  const { pathname, search } = useLocation();
  const skipHref = useHref({ pathname, search, hash: MAIN_CONTENT_ID });

  return (
    <>
      <a href={skipHref} className={classes.skipLink}>
        {t('common.skipToContent')}
      </a>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? t('nav.closeNavigation') : t('nav.openNavigation')}
                aria-expanded={opened}
                aria-controls="main-navigation"
              />
              <Link to={paths.home.getHref()} className={classes.brand}>
                <Group gap={8} wrap="nowrap">
                  <IconLanguageHiragana
                    size={26}
                    stroke={1.6}
                    color="var(--mantine-primary-color-filled)"
                    aria-hidden
                  />
                  <Text fw={700} size="lg" component="span">
                    {t('common.appName')}
                  </Text>
                </Group>
              </Link>
            </Group>
            <UserMenu />
          </Group>
        </AppShell.Header>

        <AppShell.Navbar p="sm" id="main-navigation" aria-label={t('nav.label')}>
          <MainNav onNavigate={close} />
        </AppShell.Navbar>

        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          {children ?? <Outlet />}
        </AppShell.Main>
      </AppShell>
    </>
  );
}
