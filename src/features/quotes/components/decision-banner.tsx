/** "2 of 3 languages need your decision": the order page's call to choose, with a link to each language's quotes. */
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconHandClick } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation } from 'react-router';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { languagesToDecide, type LanguageStatus } from '#portal/lib/task-lifecycle/language-states.ts';
import { quotesHeadingId } from '#portal/features/quotes/lib/group-quotes.ts';

/**
 * Moves to the language's quotes heading as an in-page link would. The sections below the fold may still be
 * loading when the banner is clicked: the heading is waited for (up to ten seconds) rather than the click
 * falling through to the link's address.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  const until = Date.now() + 10_000;
  const go = () => {
    const heading = document.getElementById(id);
    if (heading) {
      heading.scrollIntoView({ block: 'start' });
      heading.focus({ preventScroll: true });
    } else if (Date.now() < until) {
      window.setTimeout(go, 100);
    }
  };
  go();
}

export function DecisionBanner({ statuses }: { statuses: readonly LanguageStatus[] }) {
  const { t } = useTranslation();
  // This page's own address with the fragment: a bare `#id` resolves against index.html's <base href>.
  const { pathname, search } = useLocation();
  const hrefTo = useHref({ pathname, search });
  const { languageName } = useFormatters();
  const toDecide = languagesToDecide(statuses);
  if (toDecide.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconHandClick aria-hidden />}
      title={
        <Text component="h2" fw={700} size="md">
          {statuses.length === 1
            ? t('quotes.decide.titleOnly')
            : t('quotes.decide.title', { count: toDecide.length, total: statuses.length })}
        </Text>
      }
    >
      <Text size="sm">{t('quotes.decide.description')}</Text>
      <List size="sm" mt="xs" spacing={2}>
        {toDecide.map(({ target, vendors }) => {
          const id = quotesHeadingId(target);
          return (
            <List.Item key={target}>
              {/* The alert's own text colour, underlined: the theme's link blue is below 4.5:1 on the orange tint. */}
              <Anchor
                href={`${hrefTo}#${id}`}
                onClick={(event) => jumpTo(event, id)}
                c="inherit"
                underline="always"
                fw={600}
              >
                {t('quotes.decide.link', { language: languageName(target), count: vendors.offered })}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
