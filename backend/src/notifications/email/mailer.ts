import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { EmailMessage } from './email-message.js';
import { emailLayout } from './html/email-layout.js';
import { smtpTransportOptions } from './smtp-transport-options.js';

/** One SMTP connection pool for the worker process. */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = createTransport(smtpTransportOptions(config.smtpUrl, config.worker.concurrency), {
      from: config.mailFrom,
    });
  }

  /**
   * Sends the text as queued (the plain-text alternative, what staff audit) with its HTML part,
   * rendered here from the text by the layout compiled once per process (html/email-layout.ts).
   */
  async send(message: EmailMessage, messageId: string): Promise<void> {
    const html = message.html ?? (await emailLayout()).render(message, this.config.appUrl, message.bodyHtml);
    await this.transport.sendMail({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html,
      messageId,
      headers: {
        'X-Sprintboard-Template': message.template,
        ...(message.unsubscribe
          ? {
              'List-Unsubscribe': `<${message.unsubscribe.url}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : {}),
      },
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map(({ filename, contentType, content }) => ({
              filename,
              contentType,
              content,
            })),
          }
        : {}),
    });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
