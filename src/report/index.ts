export {
  type Calibration,
  type CalibrationGroup,
  type CalibrationGrouping,
  type CalibrationOptions,
  type CurrentLimits,
  calibrate,
  calibrateFromReader,
  DEFAULT_MIN_RUNS,
  type GroupSuggestion,
  percentileOf,
  type Spread,
} from './calibration.js';
export { calibratedPolicy } from './calibration-policy.js';
export {
  currencyTotalLines,
  currencyTotals,
  dailyChart,
  dailyTable,
  dailyTotals,
  formatMoney,
} from './daily-report.js';
export { formatDuration } from './format-duration.js';
export {
  barChart,
  displayWidth,
  fitColumnWidths,
  type RenderTableOptions,
  renderCsv,
  renderTable,
  type TableData,
} from './render.js';
export { toolsTable } from './tools-report.js';
export {
  signatureGroups,
  TRACE_TOKENS_NOTE,
  type TraceTableOptions,
  traceSummary,
  traceTable,
  tripLines,
} from './trace-view.js';
export { wouldStopTable, wouldStopTotalLines } from './would-stop-report.js';
