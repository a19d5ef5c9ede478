import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { EmailMessage } from './email-message.js';
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

  async send(message: EmailMessage, messageId: string): Promise<void> {
    await this.transport.sendMail({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
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
