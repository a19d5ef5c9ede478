import { startBanner } from './start-banner.js';

const config = {
  nodeEnv: 'development' as const,
  appUrl: 'http://localhost:3000',
  mailInboxUrl: 'http://localhost:1080',
  smtpUrl: 'smtp://127.0.0.1:1025',
};

describe('the npm start banner', () => {
  it('lists where everything is and the demo seed command', () => {
    expect(startBanner(config, ['PostgreSQL (embedded)', 'MailDev'])).toBe(
      [
        'Sprintboard is running',
        '  App:        http://localhost:3000',
        '  API docs:   http://localhost:3000/api/docs',
        '  Mail inbox: http://localhost:1080',
        '  Demo data:  npm run db:seed -- --demo',
        '  Started:    PostgreSQL (embedded), MailDev',
      ].join('\n'),
    );
  });

  it('names the SMTP host when mail goes to a server of your own, and lists nothing started when nothing was', () => {
    const banner = startBanner({ ...config, mailInboxUrl: undefined, smtpUrl: 'smtp://mail.example.com:587' }, []);
    expect(banner).toContain('  Mail inbox: (SMTP_URL is set: mail goes to mail.example.com:587)');
    expect(banner).not.toContain('Started:');
  });

  it('offers no demo data in production, where the seed command refuses to run', () => {
    expect(startBanner({ ...config, nodeEnv: 'production' }, [])).not.toContain('db:seed');
  });
});
