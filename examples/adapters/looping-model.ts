/** The incident as a scripted model: clean_csv forever, the path differing only by trailing spaces. */
import { startScriptedServer } from 'loopguard/testing';

export const loopingModel = () =>
  startScriptedServer({
    script: (round) => ({
      toolCalls: [{ name: 'clean_csv', arguments: { path: `/srv/sales.csv${' '.repeat(round % 3)}` } }],
    }),
  });

export const cleanCsv = (path: string) => `${path.trim()}: 980 rows kept`;
