// The reminder rules with plain values, each case quoting the rule it checks (docs/surety.md).
import { describe, expect, it } from 'vitest';
import { CALCUL } from './contract';
import { balanceReminderDue, isDueBefore, listOf, mailsDue, type NoticeFlags, partsOf } from './rules';

const today = '2026-07-01';
const none: NoticeFlags = {
  isSuretySend: false,
  isBalanceSend: false,
  isSuretyReminderSend: false,
  isBalanceSendReminder: false,
};
const settings = { calcul: CALCUL.surety, nbdaySurety: 10, nbdaySuretyReminder: 5 } as const;
const arriving = (arrival: string, flags: Partial<NoticeFlags> = {}, balanceCents = 0) => ({
  arrival,
  balanceCents,
  hasGuarantee: false,
  flags: { ...none, ...flags },
});

describe('calcul modes: 1 surety, 2 balance, 3 both', () => {
  it.each([
    [CALCUL.surety, 5000, { surety: true, balance: false }],
    [CALCUL.balance, 5000, { surety: false, balance: true }],
    [CALCUL.both, 5000, { surety: true, balance: true }],
    [CALCUL.both, 0, { surety: true, balance: false }],
    [CALCUL.balance, 0, { surety: false, balance: false }],
  ] as const)('mode %i with %i cents owed asks %o (a balance only while one is owed)', (calcul, owed, parts) => {
    expect(partsOf(calcul, owed)).toEqual(parts);
  });
});

describe('first notice (J-nbdaySurety) or reminder (J-nbdaySuretyReminder)', () => {
  it('an arrival beyond the reminder offset is a first notice', () => {
    expect(listOf(arriving('2026-07-11'), settings, today)).toBe('notice');
    expect(listOf(arriving('2026-07-07'), settings, today)).toBe('notice');
  });

  it('from the reminder offset, a booking whose first notice went is a reminder', () => {
    expect(listOf(arriving('2026-07-06', { isSuretySend: true }), settings, today)).toBe('reminder');
    expect(listOf(arriving('2026-07-01', { isSuretySend: true }), settings, today)).toBe('reminder');
  });

  it('a first notice never sent stays a first notice even past the reminder offset (none skipped)', () => {
    expect(listOf(arriving('2026-07-03'), settings, today)).toBe('notice');
  });

  it('an arrival already passed is in neither list', () => {
    expect(listOf(arriving('2026-06-30', { isSuretySend: true }), settings, today)).toBeNull();
  });

  it('in balance mode a booking that owes nothing is in neither list', () => {
    expect(listOf(arriving('2026-07-08'), { ...settings, calcul: CALCUL.balance }, today)).toBeNull();
    expect(listOf(arriving('2026-07-08', {}, 100), { ...settings, calcul: CALCUL.balance }, today)).toBe('notice');
  });

  it('in mode 3 the reminder waits for both first notices when a balance is owed', () => {
    const both = { ...settings, calcul: CALCUL.both };
    expect(listOf(arriving('2026-07-04', { isSuretySend: true }, 100), both, today)).toBe('notice');
    expect(listOf(arriving('2026-07-04', { isSuretySend: true, isBalanceSend: true }, 100), both, today)).toBe(
      'reminder',
    );
    expect(listOf(arriving('2026-07-04', { isSuretySend: true }, 0), both, today)).toBe('reminder');
  });
});

describe('the e-mails a send writes: the parts asked and not sent yet', () => {
  it('a first notice in mode 3 writes the surety and the balance e-mails, then nothing more', () => {
    expect(mailsDue('notice', arriving('2026-07-08', {}, 100), CALCUL.both)).toEqual(['surety', 'balance']);
    expect(
      mailsDue('notice', arriving('2026-07-08', { isSuretySend: true, isBalanceSend: true }, 100), CALCUL.both),
    ).toEqual([]);
  });

  it('a reminder writes the reminders not sent yet', () => {
    const sent = { isSuretySend: true, isBalanceSend: true, isSuretyReminderSend: true };
    expect(mailsDue('reminder', arriving('2026-07-03', sent, 100), CALCUL.both)).toEqual(['balanceReminder']);
  });

  it('no surety e-mail once a guarantee is held', () => {
    expect(mailsDue('notice', { ...arriving('2026-07-08'), hasGuarantee: true }, CALCUL.surety)).toEqual([]);
  });
});

describe('balance reminders at D-10 and D-5 before the balance due day', () => {
  const owing = (dueDate: string, sent: { d10Sent?: boolean; d5Sent?: boolean } = {}) => ({
    dueDate,
    balanceCents: 12_000,
    d10Sent: false,
    d5Sent: false,
    ...sent,
  });

  it.each([
    ['2026-07-12', null],
    ['2026-07-11', 'd10'],
    ['2026-07-07', 'd10'],
    ['2026-07-06', 'd5'],
    ['2026-07-01', 'd5'],
    ['2026-06-30', null],
  ] as const)('due on %s: %s', (dueDate, expected) => {
    expect(balanceReminderDue(owing(dueDate), today)).toBe(expected);
  });

  it('each reminder is sent once; a booking made after D-10 gets only D-5', () => {
    expect(balanceReminderDue(owing('2026-07-09', { d10Sent: true }), today)).toBeNull();
    expect(balanceReminderDue(owing('2026-07-04', { d5Sent: true }), today)).toBeNull();
    expect(balanceReminderDue(owing('2026-07-04'), today)).toBe('d5');
  });

  it('no reminder once the balance is paid', () => {
    expect(balanceReminderDue({ ...owing('2026-07-08'), balanceCents: 0 }, today)).toBeNull();
  });
});

describe('option relaunch and pre-stay: from N days before their day until that day, once', () => {
  it('pre-stay mode: 10 days before arrival', () => {
    expect(isDueBefore('2026-07-12', 10, false, today)).toBe(false);
    expect(isDueBefore('2026-07-11', 10, false, today)).toBe(true);
    expect(isDueBefore('2026-07-01', 10, false, today)).toBe(true);
    expect(isDueBefore('2026-07-11', 10, true, today)).toBe(false);
    expect(isDueBefore('2026-06-30', 10, false, today)).toBe(false);
  });
});
