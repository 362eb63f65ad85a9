export { type RunRecord, type RunStore, RunStoreError } from '../guard/run-store.js';
export { type RunUpdate, type UpdateRunOptions, updateRun } from '../guard/update-run.js';
export type {
  CompletedRunsSummary,
  DailyGrouping,
  DailyRow,
  DateRange,
  EventFilter,
  EventReader,
  RunGroupSummary,
  RunSummaryRequest,
  RunTotals,
  Spread,
  StoredEvent,
  ToolRow,
  TripCursor,
  TripRow,
} from './event-reader.js';
export { type MigrationResult, migrateEventStore, pruneEventStore } from './maintain-event-store.js';
export { createMemoryRunStore } from './memory/memory-run-store.js';
export { openEventReader, storeName } from './open-event-store.js';
