/** Mantine's notifications, loaded with the first one shown (see `NotificationsOnDemand` in providers.tsx). */
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * Bottom right: a notice that stays until dismissed ("Quotes are ready") must not cover the page header's
 * controls (Refresh, New order, the account menu), as it did at the top right.
 */
export default function NotificationsHost() {
  return <Notifications position="bottom-right" />;
}
