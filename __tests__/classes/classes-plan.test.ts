/**
 * Issue 25, the pure rules of class sessions: one per class day from the start to the end date,
 * at the batch's slot in India (instants in UTC), how a class's time reads with 'IST', the
 * default topics (the curriculum's lessons in order, a cancelled class's lesson going to the next
 * class), and which recording links play in the player.
 */
import ICAL from 'ical.js';
import { calendarIcs } from '@/lib/calendar/ics';
import { courseLessons } from '@/lib/learner/lessons';
import { classDates, classTimeText, plannedSessions } from '@/lib/classes/plan';
import { isJoinUrl, recordingOf, vimeoEmbedUrl } from '@/lib/classes/recording';
import { lessonPlan } from '@/lib/classes/topics';

describe('class sessions of a batch', () => {
  const cohort = { startDate: '2027-01-11', endDate: '2027-01-24', classDays: [1, 3, 5] };

  it('makes one class per class day across the weeks, at the slot in India', () => {
    const morning = plannedSessions(cohort, 0); // 7:00-9:30 AM IST
    expect(morning.map((s) => s.day)).toEqual([
      '2027-01-11',
      '2027-01-13',
      '2027-01-15',
      '2027-01-18',
      '2027-01-20',
      '2027-01-22',
    ]);
    expect(morning[0]!.startsAt.toISOString()).toBe('2027-01-11T01:30:00.000Z');
    expect(morning[0]!.endsAt.toISOString()).toBe('2027-01-11T04:00:00.000Z');
    // 9:00-11:30 PM IST is still the same UTC day (15:30-18:00).
    const late = plannedSessions(cohort, 4);
    expect(late[5]!.startsAt.toISOString()).toBe('2027-01-22T15:30:00.000Z');
    expect(late[5]!.endsAt.toISOString()).toBe('2027-01-22T18:00:00.000Z');
  });

  it('includes the start and end days, takes Sunday as 7 and makes nothing for a slot that does not exist', () => {
    expect(classDates('2027-01-10', '2027-01-17', [7])).toEqual(['2027-01-10', '2027-01-17']);
    expect(classDates('2027-01-11', '2027-01-11', [1, 2])).toEqual(['2027-01-11']);
    expect(classDates('2027-01-12', '2027-01-11', [1, 2])).toEqual([]);
    expect(plannedSessions(cohort, 9)).toEqual([]);
    expect(plannedSessions({ ...cohort, classDays: [1, 2, 3, 4, 5, 6] }, 1)).toHaveLength(12);
  });

  it('reads a class time in India with IST', () => {
    const [first] = plannedSessions({ ...cohort, startDate: '2027-01-12' }, 0);
    expect(classTimeText(first!)).toBe('Wednesday 13 January, 7:00-9:30 AM IST');
    const [noon] = plannedSessions(cohort, 1);
    expect(classTimeText(noon!)).toBe('Monday 11 January, 10:00 AM-12:30 PM IST');
    const [evening] = plannedSessions(cohort, 3);
    expect(classTimeText(evening!)).toBe('Monday 11 January, 7:00-9:30 PM IST');
  });
});

describe('default topics', () => {
  const lectures = courseLessons('b1')!.items.filter((i) => i.kind === 'lecture');
  const s = (id: string, day: string, status = 'scheduled', topic: string | null = null) => ({
    id,
    day,
    status,
    topic,
  });

  it('gives the curriculum lessons in order of class day; a cancelled class passes its lesson on', () => {
    const plan = lessonPlan('b1', [
      s('c', '2027-01-13'),
      s('a', '2027-01-11'),
      s('b', '2027-01-12', 'cancelled'),
      s('d', '2027-01-14', 'scheduled', 'Revision and a mock test'),
    ]);
    expect(plan.get('a')).toEqual({ lesson: lectures[0]!.key, topic: lectures[0]!.title });
    // Not taught, but named by the lesson it would have taught (which goes to the next class).
    expect(plan.get('b')).toEqual({ lesson: null, topic: lectures[1]!.title });
    expect(plan.get('c')).toEqual({ lesson: lectures[1]!.key, topic: lectures[1]!.title });
    // Staff's own topic wins; the class still teaches its lesson in the player.
    expect(plan.get('d')).toEqual({ lesson: lectures[2]!.key, topic: 'Revision and a mock test' });
  });

  it('numbers the classes beyond the curriculum, and those of a course without one', () => {
    const many = Array.from({ length: lectures.length + 2 }, (_, i) =>
      s(
        `x${i}`,
        `2027-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      ),
    );
    const plan = lessonPlan('b1', many);
    expect(plan.get(`x${lectures.length}`)).toEqual({
      lesson: null,
      topic: `Class ${lectures.length + 1}`,
    });
    expect(lessonPlan('kids', [s('k', '2027-01-11')]).get('k')).toEqual({
      lesson: null,
      topic: 'Class 1',
    });
  });
});

describe('recording and joining links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/123456789', 'vimeo', '123456789'],
    ['https://player.vimeo.com/video/123456789', 'vimeo', '123456789'],
    ['https://vimeo.com/123456789/abcdef0123', 'vimeo', '123456789'],
    ['https://drive.google.com/file/d/abc/view', 'link', undefined],
    ['https://www.youtube.com/watch?v=short', 'link', undefined],
    ['https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ', 'link', undefined],
  ])('%s is a %s', (url, kind, id) => {
    const r = recordingOf(url)!;
    expect(r.kind).toBe(kind);
    if (id) expect(r).toMatchObject({ id });
  });

  it.each([
    'http://youtu.be/dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a url',
    'https://user:pw@x.example/',
  ])('refuses %s', (url) => {
    expect(recordingOf(url)).toBeNull();
    expect(isJoinUrl(url)).toBe(false);
  });

  // An unlisted video (vimeo.com/<id>/<hash>) plays only with its hash: it was dropped, so the
  // player showed Vimeo's 'video does not exist'. Anything but hex is not taken as a hash.
  it.each([
    ['https://vimeo.com/123456789/abcdef0123', 'abcdef0123'],
    ['https://player.vimeo.com/video/123456789?h=abcdef0123', 'abcdef0123'],
    ['https://vimeo.com/123456789', undefined],
    ['https://vimeo.com/123456789/x%22onload%3D', undefined],
    ['https://player.vimeo.com/video/123456789?h=%26autoplay%3D0', undefined],
  ])("keeps an unlisted Vimeo video's hash: %s", (url, hash) => {
    const r = recordingOf(url);
    expect(r).toMatchObject({ kind: 'vimeo', id: '123456789' });
    expect(r?.kind === 'vimeo' ? r.hash : 'none').toBe(hash);
    expect(vimeoEmbedUrl('123456789', hash)).toBe(
      `https://player.vimeo.com/video/123456789?${hash ? `h=${hash}&` : ''}dnt=1&autoplay=1`,
    );
  });

  // Cyrillic o's (zооm.us), a Greek omicron, the punycode the parser makes of them, a Hindi name:
  // an internationalised domain can read as the school's video tool, so none is taken.
  it.each([
    'https://z\u043e\u043em.us/j/123',
    'https://meet.go\u03bfgle.com/abc-defg-hij',
    'https://xn--zm-mlca.us/j/123',
    'https://www.xn--yutube-wqf.com/watch?v=dQw4w9WgXcQ',
    'https://\u0909\u0926\u093e\u0939\u0930\u0923.\u092d\u093e\u0930\u0924/class',
  ])('refuses a link whose domain is not in plain letters: %s', (url) => {
    expect(isJoinUrl(url)).toBe(false);
    expect(recordingOf(url)).toBeNull();
  });

  it.each([
    'https://zoom.us/j/123',
    'https://us02web.zoom.us/j/1?pwd=x',
    'https://teams.microsoft.com/l/x',
  ])('takes a link whose domain is in plain letters: %s', (url) => {
    expect(isJoinUrl(url)).toBe(true);
    expect(recordingOf(url)).toMatchObject({ kind: 'link' });
  });

  it('takes an https joining link of at most 500 characters', () => {
    expect(isJoinUrl('https://meet.google.com/abc-defg-hij')).toBe(true);
    expect(isJoinUrl(`https://zoom.us/j/${'1'.repeat(490)}`)).toBe(false);
  });

  // The URL parser drops a CR, LF or tab and percent-encodes the rest, so each of these parsed as
  // https; stored as typed, it went raw into the calendar feed's LOCATION and DESCRIPTION.
  it.each([
    'https://zoom.us/j/1\rX-INJECTED:1',
    'https://zoom.us/j/1\nATTENDEE:mailto:x@example.com',
    'https://zoom.us/j/1\tx',
    'https://zoom.us/j/1\u2028X-INJECTED:1',
    'https://zoom.us/j/1\u0085X-INJECTED:1',
    'https://zoom.us/j/1 x',
    'https://zoom.us/j/1\u00a0x',
    'https://zoom.us/j/1\u0000',
    // A right-to-left override or an invisible mark: the link reads as another one.
    'https://zoom.us/j/1\u202e1-evil',
    'https://zoom.us/j/1\u200b',
    'https://zoom.us/j/1\ufeff',
  ])('refuses a joining link with a control, space, line break or invisible mark: %j', (url) => {
    expect(isJoinUrl(url)).toBe(false);
  });
});

describe('the calendar writer', () => {
  const event = (text: string, url: string) => ({
    uid: 'a@example.com',
    start: new Date('2027-01-11T01:30:00Z'),
    end: new Date('2027-01-11T04:00:00Z'),
    summary: `Topic${text}`,
    description: `Cancelled. Ill${text}`,
    location: url,
    url,
  });

  // A lone CR, NEL, U+2028 or U+2029 was written as it was (only CRLF and LF were escaped): a
  // parser splitting lines on it reads a property of the value's choosing.
  it.each(['\r', '\n', '\r\n', '\u0085', '\u2028', '\u2029', '\u000b', '\u000c'])(
    'never lets a value break its line: %j',
    (brk) => {
      const text = `${brk}X-INJECTED:1${brk}END:VEVENT`;
      const ics = calendarIcs({
        product: 'Classes',
        name: 'Classes',
        events: [event(text, `https://zoom.us/j/1${text}`)],
      });
      // Lines end in CRLF only, and no line holds a control or a line separator.
      const lines = ics.split('\r\n');
      for (const line of lines) {
        expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/);
      }
      const unfolded = ics.replace(/\r\n /g, '');
      expect(unfolded).not.toMatch(/(^|\r\n)X-INJECTED/);
      expect(unfolded.match(/^END:VEVENT$/gm)).toHaveLength(1);
      const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
      expect(vevent.getAllProperties().map((p) => p.name)).not.toContain('x-injected');
      const url = String(vevent.getFirstPropertyValue('url'));
      expect(() => new URL(url)).not.toThrow();
      expect(url.startsWith('https://zoom.us/j/1')).toBe(true);
    },
  );
});
