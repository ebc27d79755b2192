import { Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClockHour4, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EnquiryStatus } from '#portal/features/quotes/lib/quote-status.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { notBefore, ToneBadge } from './quote-cells';

const ANSWER_LOOK = {
  quoted: { colour: 'green', icon: IconCheck },
  noOffer: { colour: 'gray', icon: IconMinus },
  waiting: { colour: 'yellow', icon: IconClockHour4 },
} as const;

/**
 * Which vendors of a language have answered (with a quote, or with no offer) and how long the others have been
 * asked, so the user knows whether to wait.
 */
export function EnquiryStatusList({ statuses, now }: { statuses: EnquiryStatus[]; now: number }) {
  const { t } = useTranslation();
  const { dateTime, relativeTime } = useFormatters();
  if (statuses.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('quotes.enquiries.none')}
      </Text>
    );
  }
  const waiting = statuses.filter((s) => s.answer === 'waiting').length;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('quotes.enquiries.title')}
        {': '}
        <Text span size="sm" fw={400}>
          {waiting === 0 ? t('quotes.enquiries.allAnswered') : t('quotes.enquiries.waitingCount', { count: waiting })}
        </Text>
      </Text>
      <List spacing={4} size="sm" listStyleType="none" withPadding={false}>
        {statuses.map(({ enquiry, answer }) => {
          const { colour, icon: AnswerIcon } = ANSWER_LOOK[answer];
          return (
            <List.Item key={enquiry.id}>
              <Group gap="xs" wrap="wrap">
                <ThemeIcon size={18} radius="xl" variant="light" color={colour} aria-hidden>
                  <AnswerIcon size={12} />
                </ThemeIcon>
                <Text size="sm" span>
                  {enquiry.lspVendorName ?? enquiry.lspVendorId}
                </Text>
                <ToneBadge size="sm" color={colour}>
                  {t(`quotes.enquiries.${answer}`)}
                </ToneBadge>
                {answer === 'waiting' && (
                  <Text size="xs" c="dimmed" span>
                    <time dateTime={enquiry.createdAt} title={dateTime(enquiry.createdAt)}>
                      {t('quotes.enquiries.askedAt', {
                        time: relativeTime(enquiry.createdAt, notBefore(enquiry.createdAt, now)),
                      })}
                    </time>
                  </Text>
                )}
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
