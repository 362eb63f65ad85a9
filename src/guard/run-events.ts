import type { GuardEvent, GuardEventName } from '../events/types.js';
import type { ResolvedGuardOptions } from './options.js';

/** Builds and delivers the events of one run; a listener that throws is reported, never propagated. */
export class RunEvents {
  constructor(
    private readonly options: ResolvedGuardOptions,
    private readonly taskId: string,
    private readonly runId: string,
  ) {}

  /** True when someone listens: callers skip building event fields otherwise. */
  get listening(): boolean {
    return this.options.listeners.length > 0;
  }

  emit(name: GuardEventName, round: number, fields: Partial<GuardEvent>): void {
    const listeners = this.options.listeners;
    if (listeners.length === 0) return;
    const event: GuardEvent = {
      event: name,
      task_id: this.taskId,
      run_id: this.runId,
      round,
      timestamp: this.options.now(),
      agent_name: this.options.agentName,
      task_type: this.options.taskType,
      currency: fields.cost === undefined ? undefined : this.options.currency,
      ...fields,
    };
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        this.options.onError(error);
      }
    }
  }
}
