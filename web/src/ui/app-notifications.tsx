import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/**
 * Where `showSuccess` messages appear: mounted once at the root of each app. At the bottom centre, 350 px
 * wide as the spec asks (never wider than a phone: the library keeps a margin on each side); at the top it
 * would hide the page's heading, and every page ends in spare room (the portal's version line, a pager).
 */
export default function AppNotifications() {
  return <Notifications position="bottom-center" containerWidth={350} />;
}
