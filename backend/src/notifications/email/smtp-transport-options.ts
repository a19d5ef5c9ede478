import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';

/**
 * Options of the SMTP transport for `SMTP_URL`. Options in the URL's query win over these (that is
 * nodemailer's rule), so `?requireTLS=false` or `?maxConnections=2` still choose.
 *
 * TLS: `smtps://` is TLS from the first byte. A plain `smtp://` URL asks for TLS when it carries a
 * user or password (they must never cross the network in clear) or says `?requireTLS=true`: then
 * the connection must upgrade with STARTTLS or the send fails, instead of falling back to plain
 * text when the server (or someone in between) offers no STARTTLS.
 */
export function smtpTransportOptions(smtpUrl: string, maxConnections: number): SMTPPool.Options {
  const url = new URL(smtpUrl);
  const credentials = url.username !== '' || url.password !== '';
  return {
    url: smtpUrl,
    // One pool of open connections per worker process: no TCP and EHLO (and TLS) per email.
    pool: true,
    maxConnections,
    // Without a cap the pool would reconnect every 100 messages (nodemailer's default).
    maxMessages: Infinity,
    ...(url.protocol === 'smtp:' && credentials ? { requireTLS: true } : {}),
  };
}
