import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { asksAgain } from './requested-repeats.js';

/**
 * A record read, reported, and read again after each of `asks` (a person's message after the report), the same
 * answer and the same report each time (the first answer's state aside, when `firstState` is given).
 */
function rechecks(asks: readonly string[], firstState = 'ok'): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Keep #ops posted on the flagged station.' },
  ];
  for (let index = 0; index <= asks.length; index++) {
    const state = index === 0 ? firstState : 'ok';
    const record = `{"station_id":"ST-66862","name":"Central Library","docks":22,"bikes":22,"zone":"Z1","state":"${state}"}`;
    messages.push(
      ...callTurn({
        id: `c${index}`,
        name: 'query',
        args: `{"sql":"SELECT * FROM stations WHERE station_id = 'ST-66862'"}`,
        result: record,
      }),
    );
    messages.push({ role: 'assistant', content: 'No change on ST-66862.' });
    const ask = asks[index];
    if (ask !== undefined) messages.push({ role: 'user', content: ask });
  }
  return messages;
}

const verdictOf = (messages: TranscriptMessage[]) => loopVerdictOf('rechecks', messages);

describe('a person asking for a check again', () => {
  it.each([
    'Again please — I need the latest before the call.',
    'Can you look once more?',
    'One more check.',
    'Please re-check it, the field team says they updated it.',
    'Проверьте ещё раз, пожалуйста.',
    'もう一度確認してください。',
    'Tolong cek sekali lagi.',
    'Sprawdź jeszcze raz, proszę.',
    'Lütfen tekrar kontrol eder misin?',
    'Bir kez daha kontrol eder misin?',
    '다시 확인해 주세요.',
    'Tafadhali iendeshe tena, nimebadilisha kitu sasa hivi.',
    'Kun je het opnieuw draaien?',
    'Μπορείς να το ελέγξεις ξανά;',
    'Můžeš to zkontrolovat ještě jednou?',
    'Verifică din nou, te rog.',
    'Перевір ще раз, будь ласка.',
    'Voisitko ajaa sen uudelleen?',
    'Megnéznéd még egyszer?',
    'می‌شود یک بار دیگر بررسی کنی؟',
    'আবার চেক করবে?',
    'Pakisubukan ulit.',
  ])('%s asks again', (text) => expect(asksAgain(text)).toBe(true));

  it.each(['Please continue.', 'Keep going.', 'OK', 'Thanks, that is all.'])('%s does not', (text) =>
    expect(asksAgain(text)).toBe(false),
  );

  it('lets each re-read and its report through when a person asked for it each time', () => {
    const asks = ['Again please.', 'Can you look once more?', 'Again please.', 'One more check.'];
    expect(verdictOf(rechecks(asks)).tripped).toBe(false);
  });

  it('reads a request said again word for word, in a language no list holds, as asking again', () => {
    // The first saying cannot tell: the first re-check brought news (the site changed something), and the request
    // said again after each later report asks for the check again.
    const igbo = 'Biko nyochaa ya ọzọ, anyị gbanwere ya ugbu a na rig.';
    expect(asksAgain(igbo)).toBe(false);
    expect(verdictOf(rechecks([igbo, igbo, igbo, igbo], 'jammed')).tripped).toBe(false);
    // A nudge, a harness's yes/no prompt answered, a short word, or the run's task re-sent by a supervisor, said
    // again, asks for nothing.
    for (const said of [
      'Keep #ops posted on the flagged station.',
      'Please continue with the task until it is done.',
      'Run shell commands? (Y)es/(N)o [Yes]: n You can use /undo to undo.',
      'Kale, weeyongereyo.',
    ])
      expect(verdictOf(rechecks([said, said, said, said], 'jammed')).tripped, said).toBe(true);
  });

  it('still stops the same read and report after nudges that ask for nothing again', () => {
    const nudges = ['Please continue.', 'Keep going.', 'Please continue.', 'Keep going.'];
    expect(verdictOf(rechecks(nudges)).tripped).toBe(true);
  });
});
