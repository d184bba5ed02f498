/**
 * Issue 49, words that match what happens: an unpaid seat is held only a while, a reported
 * transfer is not 'Payment received' before the school checks it, one recording is 'it', and the
 * class-change e-mails name the lesson once, with no brackets inside brackets, and send the
 * learner to the timetable the dashboard shows.
 */
import { statusLabels } from '@/content/checkout';
import { learningCardText } from '@/content/learner';
import { classChangeMail } from '@/lib/admin/classes/change-mail';
import { recordingMail } from '@/lib/classes/recording-mail';

const at = (iso: string) => new Date(iso);
const recording = (topic: string) => ({
  course: 'b1',
  startsAt: at('2027-01-11T01:30:00Z'),
  endsAt: at('2027-01-11T04:00:00Z'),
  topic,
});

describe('the words learners read', () => {
  it('does not call a reported transfer received, nor an unpaid seat held for good', () => {
    expect(statusLabels.awaiting_confirmation).not.toMatch(/received|paid/i);
    expect(statusLabels.awaiting_confirmation).toMatch(/confirm/);
    expect(learningCardText.awaitingPaymentBody).not.toMatch(/once the payment is made/);
    expect(learningCardText.awaitingPaymentBody).toMatch(/finish paying/i);
  });

  it('says "it" for one recording and "them" for several', () => {
    const one = recordingMail('Asha Verma', [recording('Greetings')]).text;
    expect(one).toContain('Watch it here');
    expect(one).not.toContain('Watch them');
    const two = recordingMail('Asha Verma', [recording('Greetings'), recording('Numbers')]).text;
    expect(two).toContain('Watch them here');
  });

  it('names a bracketed lesson once, on its own line, in every class-change e-mail', () => {
    const topic = 'Asking questions (Qu’est-ce que … ?)';
    const was = {
      course: 'b1',
      topic,
      startsAt: at('2027-01-12T01:30:00Z'),
      endsAt: at('2027-01-12T04:00:00Z'),
    };
    const later = { startsAt: at('2027-01-13T01:30:00Z'), endsAt: at('2027-01-13T04:00:00Z') };
    const changes = [
      { kind: 'cancelled' as const, reason: 'The teacher is unwell.' },
      { kind: 'moved' as const, ...later },
      { kind: 'reinstated' as const, ...later },
      { kind: 'reinstated' as const, startsAt: was.startsAt, endsAt: was.endsAt },
    ];
    for (const change of changes) {
      const m = classChangeMail(
        { fullName: 'Asha Verma' },
        was,
        change,
        'https://x.test/dashboard',
      );
      expect(m.text).not.toMatch(/\([^()\n]*\([^()\n]*\)\)/);
      expect(m.text.split(topic)).toHaveLength(2);
      expect(m.text).toContain(`The lesson: ${topic}\n`);
      expect(m.text).toContain('whole timetable');
      expect(m.text).toContain('https://x.test/dashboard');
    }
  });
});
