#!/usr/bin/env node
import { VERSION } from './version.js';

// `--version` answers before anything else loads (commander, the error classes and their secret scrubbing);
// every other command line goes to run-cli.ts, which loads only the command it runs.
const first = process.argv[2];
if (first === '--version' || first === '-V') console.log(VERSION);
else await import('./run-cli.js');
