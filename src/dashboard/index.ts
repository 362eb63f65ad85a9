export { isLoopbackAddress, isLoopbackHost, TOKEN_COOKIE } from './access-check.js';
export type { DashboardBudgets, ScopeNow } from './budget-route.js';
export { createDashboard, type Dashboard, type DashboardOptions } from './create-dashboard.js';
export { type DailySeries, dailySeries } from './daily-series.js';
export { DashboardError, type DashboardErrorCode, dashboardErrorStatus } from './dashboard-error.js';
export {
  type FollowedRunContents,
  type FollowRunContentsOptions,
  followRunContents,
} from './follow-run-contents.js';
export { type LiveBudgets, runBudgets, type WatchedScope, watchLedger } from './ledger-watch.js';
export { type ContentCall, type ContentToolCall, type RunContents, readRunContents } from './run-content.js';
export { contentSecurityPolicy } from './security-headers.js';
export {
  type TaskTimeline,
  type TimelineRound,
  type TimelineRun,
  type TimelineToolCall,
  type TimelineTrigger,
  taskTimeline,
} from './task-timeline.js';
