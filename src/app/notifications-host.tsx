/** Mantine's notifications, loaded with the first one shown (see `NotificationsOnDemand` in providers.tsx). */
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export default function NotificationsHost() {
  return <Notifications position="top-right" />;
}
