/** @jest-environment jsdom */
/**
 * Issue 49, the learner's whole timetable: every class of the batch by week of the cohort, where
 * each stands at the request's time (held with its recording, on now, next, to come, cancelled
 * with its reason and lesson, moved), the week of the next class open; and how the dashboard
 * shows it.
 */
import { render, screen, within } from '@testing-library/react';
import { TimetableSection } from '@/components/classes/timetable-section';
import { timetableText } from '@/content/classes';
import type { BatchClasses } from '@/lib/classes/learner';
import { timetableWeeks, type TimetableSession } from '@/lib/classes/timetable-view';
import { lessonPlan } from '@/lib/classes/topics';
import { courseLessons } from '@/lib/learner/lessons';

const HOUR = 3_600_000;
const lectures = courseLessons('b1')!.items.filter((i) => i.kind === 'lecture');
// Cohort from Monday 11 January 2027; classes Monday, Wednesday, Friday at 7:00 AM IST.
const START = '2027-01-11';
const days = [
  '2027-01-11',
  '2027-01-13',
  '2027-01-15',
  '2027-01-18',
  '2027-01-20',
  '2027-01-22',
  '2027-01-25',
];
const session = (i: number, over: Partial<TimetableSession> = {}): TimetableSession => {
  const startsAt = new Date(`${days[i]}T07:00:00+05:30`);
  return {
    id: `s${i}`,
    day: days[i]!,
    status: 'scheduled',
    topic: null,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2.5 * HOUR),
    moved: false,
    cancelReason: null,
    recordingUrl: null,
    ...over,
  };
};
const sessions = [
  session(0, { recordingUrl: 'https://www.youtube.com/watch?v=abc' }),
  session(1),
  session(2, { status: 'cancelled', cancelReason: 'The teacher is unwell.' }),
  // Moved from Monday to Tuesday 19 January, 6:00 PM.
  {
    ...session(3),
    startsAt: new Date('2027-01-19T18:00:00+05:30'),
    endsAt: new Date('2027-01-19T20:30:00+05:30'),
    moved: true,
  },
  session(4),
  session(5),
  session(6),
];
// Wednesday 13 January, 10:00 AM IST: the second class ended half an hour ago.
const NOW = Date.parse('2027-01-13T10:00:00+05:30');

describe('the whole timetable (pure)', () => {
  const weeks = timetableWeeks('b1', START, sessions, NOW);
  const byId = new Map(weeks.flatMap((w) => w.classes).map((c) => [c.id, c]));

  it('groups every class by week of the cohort, in time order', () => {
    expect(weeks.map((w) => [w.week, w.from, w.classes.map((c) => c.id)])).toEqual([
      [1, '2027-01-11', ['s0', 's1', 's2']],
      [2, '2027-01-18', ['s3', 's4', 's5']],
      [3, '2027-01-25', ['s6']],
    ]);
  });

  it('says where each class stands, and opens the week of the next one', () => {
    expect([...byId.values()].map((c) => c.state)).toEqual([
      'held',
      'held',
      'cancelled',
      'next',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(byId.get('s0')!.recordingUrl).toBe('https://www.youtube.com/watch?v=abc');
    expect(byId.get('s2')!.reason).toBe('The teacher is unwell.');
    expect(byId.get('s3')!.moved).toBe(true);
    expect(weeks.map((w) => w.current)).toEqual([false, true, false]);
    // During a class it is on now; after the last, the last week is open.
    const during = timetableWeeks('b1', START, sessions, sessions[3]!.startsAt.getTime() + HOUR);
    expect(during[1]!.classes[0]!.state).toBe('live');
    const after = timetableWeeks('b1', START, sessions, Date.parse('2027-02-01T00:00:00Z'));
    expect(after.map((w) => w.current)).toEqual([false, false, true]);
    expect(after.flatMap((w) => w.classes).filter((c) => c.state === 'held')).toHaveLength(6);
  });

  it('names each class by its lesson, a cancelled one by the lesson it would have taught', () => {
    const plan = lessonPlan('b1', sessions);
    expect(byId.get('s2')!.topic).toBe(lectures[2]!.title);
    expect(byId.get('s3')!.topic).toBe(plan.get('s3')!.topic);
    expect(byId.get('s3')!.topic).toBe(lectures[2]!.title);
  });
});

describe('the timetable on the dashboard', () => {
  const batch: BatchClasses = {
    batchId: 'b1x',
    course: 'b1',
    label: 'B1 - Intermediate French Course, the 7:00-9:30 AM IST batch',
    joinUrl: null,
    next: null,
    notices: [],
    weeks: timetableWeeks('b1', START, sessions, NOW),
  };

  it('shows each week as a disclosure, the next class’s week open, every class marked', () => {
    render(<TimetableSection classes={[batch]} now={NOW} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(timetableText.heading);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(batch.label);
    const details = [...document.querySelectorAll('details')];
    expect(details.map((d) => d.open)).toEqual([false, true, false]);
    expect(details[0]!.querySelector('summary')!.textContent).toBe(
      'Week 1, from Monday 11 January3 classes, 1 cancelled',
    );
    const first = within(details[0]!);
    const recording = first.getByRole('link', { name: /Watch the recording/ });
    expect(recording.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abc');
    expect(recording.getAttribute('target')).toBe('_blank');
    expect(first.getAllByText(timetableText.held)).toHaveLength(2);
    // Ended 30 minutes ago, no recording yet: it is promised within 24 hours.
    expect(first.getByText(timetableText.recordingSoon)).toBeTruthy();
    expect(first.getByText(timetableText.cancelled)).toBeTruthy();
    expect(first.getByText('The teacher is unwell.')).toBeTruthy();
    const second = within(details[1]!);
    expect(second.getByText('Tuesday 19 January, 6:00-8:30 PM IST')).toBeTruthy();
    expect(second.getByText(timetableText.next)).toBeTruthy();
    expect(second.getByText(timetableText.moved)).toBeTruthy();
    expect(document.querySelectorAll('li')).toHaveLength(sessions.length);
  });

  it('shows nothing for a learner with no batch', () => {
    const { container } = render(<TimetableSection classes={[]} now={NOW} />);
    expect(container.innerHTML).toBe('');
  });
});
