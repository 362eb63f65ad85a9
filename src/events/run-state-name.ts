/**
 * The states a run can be in, as events carry them (`run_end.state`). Here, beside the event types, so the
 * events need nothing from the guard; the guard's `RunState` is the same union. `abandoned`: nobody
 * called for the idle limit, so the run was ended for them.
 */
export type RunStateName = 'init' | 'processing' | 'waiting_tool' | 'completed' | 'failed' | 'abandoned';
