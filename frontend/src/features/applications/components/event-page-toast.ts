import { notification } from 'antd';

/**
 * A toast that must outlive the app shell: the public event page renders without it (and without
 * antd's App context), so a toast from App.useApp() would vanish on the way there.
 */
export function toastBeforeEventPage(title: string, description: string): void {
  notification.error({ title, description });
}
