/** How far a report's fetch of its orders is: a progress bar, Cancel or Fetch the rest, and failed orders with Try again. */
import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '#portal/lib/describe-error.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';

export interface FetchProgressProps<T extends { id: string }> {
  fetched: {
    settled: number;
    total: number;
    running: boolean;
    cancel: () => void;
    resume: () => void;
    retry: (item: T) => void;
    failed: readonly { item: T; error: unknown }[];
  };
  /** The progress bar's name ("Accepted quotes fetched"). */
  label: string;
  /** Said once stopped, with `settled` and `total` ("Stopped: 3 of 9 orders fetched. The totals cover only these."). */
  stopped: (counts: { settled: string; total: string }) => string;
}

export function FetchProgress<T extends { id: string }>({ fetched, label, stopped }: FetchProgressProps<T>) {
  const { t } = useTranslation(['translation', 'reports']);
  const fmt = useFormatters();
  const complete = fetched.settled === fetched.total;
  const counts = { settled: fmt.number(fetched.settled), total: fmt.number(fetched.total) };
  return (
    <>
      <Stack gap={4}>
        <Progress value={fetched.total ? (fetched.settled / fetched.total) * 100 : 100} aria-label={label} />
        <Group justify="space-between">
          <Text size="sm" role="status">
            {fetched.running || complete ? t('reports:fetch.progress', counts) : stopped(counts)}
          </Text>
          {fetched.running ? (
            <Button variant="default" size="xs" onClick={fetched.cancel}>
              {t('reports:fetch.cancel')}
            </Button>
          ) : (
            !complete && (
              <Button variant="default" size="xs" onClick={fetched.resume}>
                {t('reports:fetch.resume')}
              </Button>
            )
          )}
        </Group>
      </Stack>
      {fetched.failed.length > 0 && (
        <Alert color="red" title={t('reports:fetch.failed', { count: fetched.failed.length })}>
          <List spacing={4}>
            {fetched.failed.map(({ item, error }) => (
              <List.Item key={item.id}>
                <Group gap="xs">
                  <Text size="sm">
                    {t('reports:fetch.failedOrder', { id: item.id, message: describeError(error, t) })}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={t('reports:fetch.tryAgainFor', { id: item.id })}
                    onClick={() => fetched.retry(item)}
                  >
                    {t('reports:fetch.tryAgain')}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
