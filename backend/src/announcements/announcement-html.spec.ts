import { announcementHtml } from './announcement-html.js';

const content = {
  announcementId: 'a1',
  eventId: 'e1',
  eventTitle: 'Climate <Sprint> & Co',
  subject: 'Kickoff',
  bodyMd: '',
};
const html = (bodyMd: string) => announcementHtml({ ...content, bodyMd }, 'https://sprint.example.com');

describe('announcementHtml', () => {
  it('renders the markdown: emphasis, lists and links', () => {
    const out = html('The kickoff is at **9:30**.\n\n- Bring a laptop\n- [The agenda](https://example.com/agenda)');
    expect(out).toContain('<p>The kickoff is at <strong>9:30</strong>.</p>');
    expect(out).toContain(
      '<ul>\n<li>Bring a laptop</li>\n<li><a href="https://example.com/agenda">The agenda</a></li>\n</ul>',
    );
  });

  it('shows raw HTML as text and drops javascript: links', () => {
    const out = html('<script>alert(1)</script> <img src=x onerror=alert(2)>\n\n[click](javascript:alert(3))');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).not.toContain('href="javascript:');
  });

  it('ends with where it came from, the event title escaped', () => {
    const out = html('Hello');
    expect(out).toContain('Sent by the organizers of Climate &lt;Sprint&gt; &amp; Co.');
    expect(out).toContain(
      '<a href="https://sprint.example.com/events/e1/dashboard">https://sprint.example.com/events/e1/dashboard</a>',
    );
  });
});
