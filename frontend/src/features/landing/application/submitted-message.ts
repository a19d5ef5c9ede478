import { message } from 'antd';

const APPLICATION_SUBMITTED_MESSAGE =
  'Application submitted! Your email client should open with the application details.';

/** The confirmation toast after the visitor's mail client was asked to send the application. */
export function showSubmittedMessage(): void {
  void message.success({ content: APPLICATION_SUBMITTED_MESSAGE, duration: 5 });
}
