/** The browser's desktop notifications: whether they are allowed, and showing one when they are. */

export function desktopPermission(): NotificationPermission | 'unsupported' {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Shows a desktop notification when the user allowed them; `tag` replaces an earlier one about the same thing. */
export function showDesktopNotification(title: string, body: string, tag: string): void {
  if (desktopPermission() !== 'granted') return;
  try {
    new Notification(title, { body, tag });
  } catch {
    // Some browsers only allow notifications from a service worker; the in-app notice is enough.
  }
}
