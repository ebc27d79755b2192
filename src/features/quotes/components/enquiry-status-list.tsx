import { Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EnquiryStatus } from '../lib/quote-status';
import { useFormatters } from '../../../lib/format/use-formatters';
import { notBefore, ToneBadge } from './quote-cells';

/** Which vendors of a language have answered and how long the others have been asked, so the user knows whether to wait. */
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
  const waiting = statuses.filter((s) => !s.answered).length;
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
        {statuses.map(({ enquiry, answered }) => (
          <List.Item key={enquiry.id}>
            <Group gap="xs" wrap="wrap">
              <ThemeIcon size={18} radius="xl" variant="light" color={answered ? 'green' : 'yellow'} aria-hidden>
                {answered ? <IconCheck size={12} /> : <IconClockHour4 size={12} />}
              </ThemeIcon>
              <Text size="sm" span>
                {enquiry.lspVendorName ?? enquiry.lspVendorId}
              </Text>
              <ToneBadge size="sm" color={answered ? 'green' : 'yellow'}>
                {answered ? t('quotes.enquiries.answered') : t('quotes.enquiries.waiting')}
              </ToneBadge>
              {!answered && (
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
        ))}
      </List>
    </Stack>
  );
}
