/** A blind held-out corpus: written from the transcript format alone, without reading the detectors. */
import type { LabelledRun } from '../build-run.js';
import { legitCoding } from './legit-coding.js';
import { legitOps } from './legit-ops.js';
import { legitOther } from './legit-other.js';
import { loops } from './loops.js';

export const holdoutCorpus: readonly LabelledRun[] = [...legitCoding, ...legitOps, ...legitOther, ...loops];
