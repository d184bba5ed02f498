/** @jest-environment jsdom */
/**
 * The learner's side of the live classes in the browser: 'Join class' opens 15 minutes before
 * the start and closes at the end by itself (one timer to the next change, fake timers here), the
 * next-class card without a joining link has no link, the calendar card's copy button, and which
 * player a lesson's recording gets (YouTube, Vimeo, another link).
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarAddress, googleCalendarUrl } from '@/components/classes/calendar-address';
import { JoinClass } from '@/components/classes/join-class';
import { NextClassCard } from '@/components/classes/next-class-card';
import { LessonRecording } from '@/components/learner/lesson-recording';
import { calendarText, classText } from '@/content/classes';
import { playerText } from '@/content/learner';

const MIN = 60_000;
// Monday 12 January 2026, 7:00-9:30 AM IST.
const START = Date.parse('2026-01-12T01:30:00Z');
const END = START + 150 * MIN;
const JOIN = 'https://meet.example.com/b1-morning';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const joinLink = () => screen.queryByRole('link', { name: /Join class/ });

describe('Join class', () => {
  afterEach(() => {
    jest.useRealTimers();
    refresh.mockClear();
  });

  it('is no link until 15 minutes before, a link until the end, and no link after', () => {
    const renderedAt = START - 60 * MIN;
    jest.useFakeTimers({ now: renderedAt });
    render(<JoinClass joinUrl={JOIN} startsAt={START} endsAt={END} now={renderedAt} />);
    expect(joinLink()).toBeNull();
    expect(screen.getByText(classText.join)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(classText.joinOpens(15));

    act(() => jest.advanceTimersByTime(45 * MIN - 1));
    expect(joinLink()).toBeNull();
    act(() => jest.advanceTimersByTime(1)); // T-15 min exactly
    const link = joinLink()!;
    expect(link.getAttribute('href')).toBe(JOIN);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('status').textContent).toBe(classText.joinNow(15));

    act(() => jest.advanceTimersByTime(15 * MIN)); // the start
    expect(joinLink()).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe(classText.live);
    act(() => jest.advanceTimersByTime(150 * MIN - 1));
    expect(joinLink()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1)); // the end
    expect(joinLink()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(classText.ended);
    // Once over, nothing is left to wait for; the page asks the server for the next class once.
    expect(jest.getTimerCount()).toBe(0);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('uses one timer to the next change, not a ticking interval', () => {
    const renderedAt = START - 3 * 24 * 60 * MIN;
    jest.useFakeTimers({ now: renderedAt });
    const interval = jest.spyOn(globalThis, 'setInterval');
    render(<JoinClass joinUrl={JOIN} startsAt={START} endsAt={END} now={renderedAt} />);
    expect(interval).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(1);
    act(() => jest.advanceTimersByTime(60 * MIN));
    expect(jest.getTimerCount()).toBe(1);
    expect(joinLink()).toBeNull();
    interval.mockRestore();
  });

  it("follows the browser's clock when it differs from the server's", () => {
    jest.useFakeTimers({ now: START + 5 * MIN });
    // The HTML was made an hour earlier: the first render is the server's, then it catches up.
    render(<JoinClass joinUrl={JOIN} startsAt={START} endsAt={END} now={START - 60 * MIN} />);
    act(() => jest.advanceTimersByTime(0));
    expect(joinLink()!.getAttribute('href')).toBe(JOIN);
  });

  it('renders no link without a joining link, at any time', () => {
    jest.useFakeTimers({ now: START });
    render(<JoinClass joinUrl={null} startsAt={START} endsAt={END} now={START} />);
    expect(joinLink()).toBeNull();
    expect(screen.getByText(classText.noLink)).toBeTruthy();
    expect(document.querySelector('a')).toBeNull();
  });
});

describe('the next-class card', () => {
  afterEach(() => jest.useRealTimers());
  const batch = {
    batchId: 'b1',
    course: 'b1',
    label: 'B1 - Intermediate French Course, the 7:00-9:30 AM IST batch',
    joinUrl: null,
    next: { startsAt: new Date(START), endsAt: new Date(END), topic: 'Le passé', moved: false },
    notices: [
      {
        startsAt: new Date(START + 24 * 60 * MIN),
        endsAt: new Date(END + 24 * 60 * MIN),
        status: 'cancelled' as const,
        reason: 'Teacher unwell.',
      },
    ],
    weeks: [],
  };

  it('says when, what and what changed, and has no link without a joining link', () => {
    jest.useFakeTimers({ now: START - 10 * MIN });
    render(<NextClassCard batch={batch} now={START - 10 * MIN} />);
    expect(
      screen.getByText('Next class: Monday 12 January, 7:00-9:30 AM IST', { exact: true }),
    ).toBeTruthy();
    expect(screen.getByText(classText.topic('Le passé'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(batch.label);
    expect(
      screen.getByText(
        'Cancelled: the class of Tuesday 13 January, 7:00-9:30 AM IST. Teacher unwell.',
      ),
    ).toBeTruthy();
    expect(document.querySelector('a')).toBeNull();
  });

  it('says every class is held when there is no next one', () => {
    render(<NextClassCard batch={{ ...batch, next: null, notices: [] }} now={END} />);
    expect(screen.getByText(classText.noMoreClasses)).toBeTruthy();
    expect(screen.queryByText(classText.join)).toBeNull();
  });
});

describe('the calendar address', () => {
  const address = 'https://school.example/calendar/abc_DEF-123.ics';
  const setClipboard = (writeText: jest.Mock) =>
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });

  it('copies the address and says so', async () => {
    const writeText = jest.fn(async () => undefined);
    setClipboard(writeText);
    const user = userEvent.setup();
    render(<CalendarAddress address={address} />);
    setClipboard(writeText); // userEvent.setup() puts its own clipboard in place
    expect((screen.getByLabelText(calendarText.addressLabel) as HTMLInputElement).value).toBe(
      address,
    );
    await user.click(screen.getByRole('button', { name: calendarText.copy }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(screen.getByRole('status').textContent).toBe(calendarText.copied);
  });

  it('selects the address for the learner when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    render(<CalendarAddress address={address} />);
    setClipboard(
      jest.fn(async () => {
        throw new Error('NotAllowedError');
      }),
    );
    await user.click(screen.getByRole('button', { name: calendarText.copy }));
    const box = screen.getByLabelText(calendarText.addressLabel) as HTMLInputElement;
    expect(screen.getByRole('status').textContent).toBe(calendarText.copyFailed);
    expect(document.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, address.length]);
  });

  it('adds the webcal:// address to Google Calendar, in a new tab', () => {
    render(<CalendarAddress address={address} />);
    const google = screen.getByRole('link', { name: new RegExp(calendarText.addToGoogle) });
    expect(google.getAttribute('href')).toBe(
      'https://calendar.google.com/calendar/r?cid=' +
        encodeURIComponent('webcal://school.example/calendar/abc_DEF-123.ics'),
    );
    expect(google.getAttribute('href')).toBe(googleCalendarUrl(address));
    expect(google.getAttribute('target')).toBe('_blank');
  });
});

describe("a lesson's recording in the player", () => {
  const title = 'Les salutations';
  const play = () => screen.getByRole('button', { name: playerText.watch(title) });

  it('plays YouTube in the youtube-nocookie player, created only on click', async () => {
    const user = userEvent.setup();
    render(<LessonRecording url="https://youtu.be/dQw4w9WgXcQ" title={title} kind="lecture" />);
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(play());
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });

  it("plays Vimeo in Vimeo's player, created only on click", async () => {
    const user = userEvent.setup();
    render(<LessonRecording url="https://vimeo.com/123456789" title={title} kind="lecture" />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('img')).toBeNull(); // nothing from Vimeo before the click
    await user.click(play());
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://player.vimeo.com/video/123456789?dnt=1&autoplay=1',
    );
  });

  it("plays an unlisted Vimeo video with its hash in Vimeo's player", async () => {
    const user = userEvent.setup();
    render(
      <LessonRecording url="https://vimeo.com/123456789/abcdef0123" title={title} kind="lecture" />,
    );
    await user.click(play());
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://player.vimeo.com/video/123456789?h=abcdef0123&dnt=1&autoplay=1',
    );
  });

  it('opens any other https link in a new tab, with no player', () => {
    const url = 'https://drive.example.com/recordings/class-1';
    render(<LessonRecording url={url} title={title} kind="lecture" />);
    const link = screen.getByRole('link', { name: new RegExp(playerText.watchRecording) });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the recording is coming when there is none', () => {
    render(<LessonRecording url={null} title={title} kind="lecture" />);
    expect(screen.getByText(playerText.recordingPending)).toBeTruthy();
    expect(document.querySelector('a, iframe, button')).toBeNull();
  });
});
