import ICAL from 'ical.js';
import { emailMoment } from '../../common/zone-dates.js';
import { sprintCalendar, type SprintCalendarFacts } from './sprint-calendar.js';

// A sprint across the switch to daylight time (Sunday Mar 14, 2027 in the US): it starts on PST
// and ends on PDT, so a wrong offset anywhere shows as an hour off.
const sprint: SprintCalendarFacts = {
  id: '3f1c2b9a-7d64-4c1e-9a55-0b8f3e2d1c00',
  title: 'Spring Sprint',
  location: 'Palo Alto, CA',
  timezone: 'America/Los_Angeles',
  version: 3,
  startDate: '2027-03-12T17:00:00.000Z', // Fri 9:00 AM PST
  endDate: '2027-03-16T00:00:00.000Z', // Mon 5:00 PM PDT
  submissionDeadline: '2027-03-14T23:00:00.000Z', // Sun 4:00 PM PDT
};
const options = { appUrl: 'https://sprintboard.example', now: new Date('2027-02-01T12:00:00Z') };

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const vevent = vevents[0];
  const alarms = vevent.getAllSubcomponents('valarm');
  expect(alarms).toHaveLength(1);
  return { calendar, vevent, event: new ICAL.Event(vevent), alarm: alarms[0] };
}

describe('sprintCalendar', () => {
  it('is one published event from the sprint start to its end, at the exact instants', () => {
    const { calendar, event } = parse(sprintCalendar(sprint, options));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.startDate.toJSDate().toISOString()).toBe(sprint.startDate);
    expect(event.endDate.toJSDate().toISOString()).toBe(sprint.endDate);
    // In UTC, so a calendar in the event's timezone shows its wall-clock times, either side of the DST switch.
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(emailMoment(event.startDate.toJSDate(), sprint.timezone)).toBe('Mar 12, 2027, 9:00 AM PST');
    expect(emailMoment(event.endDate.toJSDate(), sprint.timezone)).toBe('Mar 15, 2027, 5:00 PM PDT');
  });

  it('has the title, location, event page and the dates in the event timezone', () => {
    const { vevent, event } = parse(sprintCalendar(sprint, options));
    expect(event.summary).toBe('Spring Sprint');
    expect(event.location).toBe('Palo Alto, CA');
    expect(vevent.getFirstPropertyValue('url')).toBe(`https://sprintboard.example/events/${sprint.id}`);
    expect(event.description).toBe(
      [
        'Starts: Mar 12, 2027, 9:00 AM PST',
        'Ends: Mar 15, 2027, 5:00 PM PDT',
        'Submission deadline: Mar 14, 2027, 4:00 PM PDT',
        'Times in America/Los_Angeles.',
        '',
        `Event page: https://sprintboard.example/events/${sprint.id}`,
      ].join('\n'),
    );
  });

  it('rings an alarm at the submission deadline: a trigger of deadline minus start after the start', () => {
    const { event, alarm } = parse(sprintCalendar(sprint, options));
    const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger).toBeInstanceOf(ICAL.Duration);
    expect(alarm.getFirstProperty('trigger')?.getParameter('related') ?? 'START').toBe('START');
    const deadline = Date.parse(sprint.submissionDeadline as string);
    expect(trigger.toSeconds()).toBe((deadline - Date.parse(sprint.startDate as string)) / 1000);
    expect(event.startDate.toJSDate().getTime() + trigger.toSeconds() * 1000).toBe(deadline);
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm.getFirstPropertyValue('description')).toBe('Submission deadline: Spring Sprint');
  });

  it('keeps a deadline to the second and one at the very start as valid triggers', () => {
    const oddSecond = parse(sprintCalendar({ ...sprint, submissionDeadline: '2027-03-12T17:00:30.000Z' }, options));
    expect((oddSecond.alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(30);
    const atStart = parse(sprintCalendar({ ...sprint, submissionDeadline: sprint.startDate }, options));
    const trigger = atStart.alarm.getFirstPropertyValue('trigger') as ICAL.Time;
    expect(trigger).toBeInstanceOf(ICAL.Time);
    expect(trigger.toJSDate().toISOString()).toBe(sprint.startDate);
  });

  it("keeps one UID per event across edits, with the event's version as its sequence", () => {
    const first = parse(sprintCalendar(sprint, options)).vevent;
    const edited = parse(
      sprintCalendar(
        { ...sprint, title: 'Spring Sprint (moved)', version: 4, endDate: '2027-03-17T00:00:00Z' },
        options,
      ),
    ).vevent;
    expect(first.getFirstPropertyValue('uid')).toBe(`event-${sprint.id}@sprintboard.example`);
    expect(edited.getFirstPropertyValue('uid')).toBe(first.getFirstPropertyValue('uid'));
    expect(first.getFirstPropertyValue('sequence')).toBe(3);
    expect(edited.getFirstPropertyValue('sequence')).toBe(4);
    const other = parse(sprintCalendar({ ...sprint, id: '00000000-0000-4000-8000-000000000001' }, options)).vevent;
    expect(other.getFirstPropertyValue('uid')).not.toBe(first.getFirstPropertyValue('uid'));
  });

  it('escapes commas, semicolons, backslashes and newlines in the texts', () => {
    const title = 'Build, ship; repeat\\again\nNow';
    const location = 'Room 1; Floor 2, Main St';
    const ics = sprintCalendar({ ...sprint, title, location }, options);
    expect(ics).toContain('SUMMARY:Build\\, ship\\; repeat\\\\again\\nNow\r\n');
    expect(ics).toContain('LOCATION:Room 1\\; Floor 2\\, Main St\r\n');
    const { event, alarm } = parse(ics);
    expect(event.summary).toBe(title);
    expect(event.location).toBe(location);
    expect(alarm.getFirstPropertyValue('description')).toBe(`Submission deadline: ${title}`);
  });

  it('folds a long title with non-ASCII letters so it reads back whole', () => {
    const title = `Sprint ${'Žluťoučký kůň, café résumé '.repeat(7)}`.slice(0, 200);
    const ics = sprintCalendar({ ...sprint, title }, options);
    expect(ics.split('\r\n').every((line) => line.length <= 75)).toBe(true);
    expect(parse(ics).event.summary).toBe(title);
  });

  it('leaves the location out when the event has none, and writes its DTSTAMP from `now`', () => {
    const { vevent } = parse(sprintCalendar({ ...sprint, location: null }, options));
    expect(vevent.hasProperty('location')).toBe(false);
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2027-02-01T12:00:00.000Z',
    );
  });

  it.each([
    ['America/New_York', '7:00 PM EDT'],
    ['America/Chicago', '6:00 PM CDT'],
    ['America/Denver', '5:00 PM MDT'],
  ] as const)('writes the deadline in %s time in the description', (timezone, time) => {
    const { event } = parse(sprintCalendar({ ...sprint, timezone }, options));
    expect(event.description).toContain(`Submission deadline: Mar 14, 2027, ${time}`);
    expect(event.description).toContain(`Times in ${timezone}.`);
  });
});
