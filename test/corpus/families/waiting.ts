/**
 * Family 6: waiting is not looping, up to a point. Polling with explicit waits while a status stays the same
 * for a few rounds and then changes is legitimate, and so are reruns the user asked for. The same polling with
 * no end (8+ identical statuses even with waits), or with no waits at all, is a loop.
 */
import { call } from '../build-run.js';
import { type FamilyRun, familyRun, LOOP, repeat, say, type TurnTree } from './family-run.js';
import { noise } from './noise.js';

const family = 'waiting';
const startsAt = Date.UTC(2025, 2, 14, 9, 0, 0);

/** `count` polls; `LOOP` goes right before the 8th, the first one a reviewer would call endless. */
function pollsWithLoopAtEighth(count: number, poll: (index: number) => TurnTree): TurnTree[] {
  return repeat(count, (index) => (index === 7 ? [LOOP, poll(index)] : poll(index)));
}

function sleepInCommandEndless(): FamilyRun {
  const clock = (index: number) => {
    const seconds = 12 * 60 + 5 + index * 31;
    return `09:${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  };
  const poll = (index: number) =>
    call(
      'bash',
      {
        command:
          "sleep 30 && date -u +%T && kubectl get job migrate-0314 -n billing -o jsonpath='active={.status.active} succeeded={.status.succeeded} failed={.status.failed}'",
      },
      `${clock(index)}\nactive=1 succeeded= failed=`,
    );
  return familyRun({
    id: 'wait-sleep-30-endless',
    family,
    label: 'loop',
    note: '`sleep 30 && kubectl get job` eleven times; the job never leaves active=1 (only the printed time moves)',
    task: 'Run the billing data migration job and tell me when it has finished.',
    turns: [
      call('bash', { command: 'kubectl apply -f jobs/migrate-0314.yaml' }, 'job.batch/migrate-0314 created'),
      pollsWithLoopAtEighth(11, poll),
    ],
  });
}

function waitSecondsQueuedForever(): FamilyRun {
  const poll = () => [
    { pause: 60_000 },
    call(
      'get_job_status',
      { job_id: 'train-7731', wait_seconds: 60 },
      {
        job_id: 'train-7731',
        state: 'QUEUED',
        queue: 'gpu-a100',
        position: 14,
        message: 'Waiting for resources',
      },
    ),
  ];
  return familyRun({
    id: 'wait-wait-seconds-queued-forever',
    family,
    label: 'loop',
    note: 'a blocking status call with wait_seconds=60, twelve times; the job stays QUEUED at position 14',
    task: 'Submit the fine-tuning job with config ft-v3.yaml and report the final eval loss.',
    startsAt,
    turns: [
      call(
        'submit_job',
        { config: 'ft-v3.yaml', queue: 'gpu-a100' },
        { job_id: 'train-7731', state: 'QUEUED', position: 14 },
      ),
      pollsWithLoopAtEighth(12, poll),
    ],
  });
}

function sleepToolThenStatusEndless(): FamilyRun {
  const status = () =>
    call(
      'check_deploy',
      { deploy_id: 'dep_5521' },
      'deploy dep_5521: in_progress — step 3/5 (waiting for target group health checks: 0/4 healthy)',
    );
  return familyRun({
    id: 'wait-sleep-tool-status-endless',
    family,
    label: 'loop',
    note: 'sleep → status ten times; the deploy is stuck at step 3/5 with 0/4 healthy targets',
    task: 'Deploy release 2025.03.14 of the web tier and confirm it is live.',
    startsAt,
    turns: [
      call(
        'start_deploy',
        { release: '2025.03.14', tier: 'web' },
        { deploy_id: 'dep_5521', status: 'started' },
      ),
      repeat(10, (index) => [
        call('sleep', { seconds: 30 }, 'Slept for 30 seconds.'),
        { pause: 30_000 },
        ...(index === 7 ? [LOOP] : []),
        status(),
      ]),
    ],
  });
}

function ghRunViewNoWaits(): FamilyRun {
  const view = () =>
    call(
      'bash',
      { command: 'gh run view 8812419 --json status,conclusion,displayTitle' },
      '{"conclusion":"","displayTitle":"Release 4.2.0","status":"in_progress"}',
    );
  return familyRun({
    id: 'wait-gh-run-no-waits',
    family,
    label: 'loop',
    note: 'the CI run polled back to back with no wait at all; in_progress every time',
    task: 'Tag release 4.2.0 and tell me once the release workflow succeeded.',
    turns: [
      call(
        'bash',
        { command: 'git tag v4.2.0 && git push origin v4.2.0' },
        'To github.com:acme/storefront.git\n * [new tag]         v4.2.0 -> v4.2.0',
      ),
      call(
        'bash',
        { command: 'gh run list --workflow release.yml --limit 1' },
        'STATUS  TITLE          WORKFLOW  BRANCH  EVENT  ID       ELAPSED  AGE\n*       Release 4.2.0  release   v4.2.0  push   8812419  4s       about 4 seconds ago',
      ),
      view(),
      LOOP,
      view(),
      view(),
      view(),
      view(),
      view(),
    ],
  });
}

function elapsedTicksNoWaits(): FamilyRun {
  const random = noise(61);
  let elapsed = 11;
  const poll = () => {
    elapsed += random.int(1, 3);
    return call(
      'http_request',
      { method: 'GET', url: 'https://api.render.acme.io/v1/jobs/job_77' },
      {
        status: 200,
        body: { id: 'job_77', status: 'running', frames_done: 0, frames_total: 240, elapsed_s: elapsed },
        meta: { request_id: `req_${random.token(12)}` },
      },
    );
  };
  return familyRun({
    id: 'wait-elapsed-ticks-no-waits',
    family,
    label: 'loop',
    note: 'status polled in a tight loop; elapsed_s and request ids tick, the job sits at 0/240 frames',
    task: 'Render the product video with the spring template and send me the link.',
    turns: [
      call(
        'http_request',
        {
          method: 'POST',
          url: 'https://api.render.acme.io/v1/jobs',
          body: { template: 'spring-25', sku: 'sku-88120' },
        },
        { status: 201, body: { id: 'job_77', status: 'queued' } },
      ),
      poll(),
      LOOP,
      poll(),
      poll(),
      poll(),
      poll(),
      poll(),
    ],
  });
}

function pollUntilTimesOut(): FamilyRun {
  const poll = () => [
    { pause: 300_000 },
    call(
      'wait_for_pipeline',
      { pipeline_id: 99120, timeout_s: 300 },
      'Timed out after 300 s: pipeline 99120 is still running (stage e2e, job 3 of 4).',
    ),
  ];
  return familyRun({
    id: 'wait-blocking-wait-times-out',
    family,
    label: 'loop',
    note: 'a blocking wait that times out after 5 minutes, called eleven times; the pipeline never leaves stage e2e',
    task: 'Wait for pipeline 99120 to finish and tell me whether it passed.',
    startsAt,
    turns: [pollsWithLoopAtEighth(11, poll)],
  });
}

// Near-misses.

function sleepInCommandFinishes(): FamilyRun {
  const poll = (done: boolean) =>
    call(
      'bash',
      {
        command:
          "sleep 30 && kubectl get job migrate-0314 -n billing -o jsonpath='active={.status.active} succeeded={.status.succeeded} failed={.status.failed}'",
      },
      done ? 'active= succeeded=1 failed=' : 'active=1 succeeded= failed=',
    );
  return familyRun({
    id: 'wait-sleep-30-then-done',
    family,
    label: 'legit',
    note: 'four identical polls 30 s apart, then the job succeeds',
    task: 'Run the billing data migration job and tell me when it has finished.',
    turns: [
      call('bash', { command: 'kubectl apply -f jobs/migrate-0314.yaml' }, 'job.batch/migrate-0314 created'),
      poll(false),
      poll(false),
      poll(false),
      poll(false),
      poll(true),
      call(
        'bash',
        { command: 'kubectl logs job/migrate-0314 -n billing --tail 2' },
        'migrated 1,204,117 rows in 142s\ndone',
      ),
      say('The migration job finished: 1,204,117 rows migrated in about 2.5 minutes.'),
    ],
  });
}

function waitSecondsQueuedRunningDone(): FamilyRun {
  const poll = (state: string, extra: Record<string, unknown>) => [
    { pause: 60_000 },
    call(
      'get_job_status',
      { job_id: 'train-7731', wait_seconds: 60 },
      { job_id: 'train-7731', state, ...extra },
    ),
  ];
  return familyRun({
    id: 'wait-wait-seconds-progresses',
    family,
    label: 'legit',
    note: 'blocking polls: QUEUED three times, RUNNING three times, then SUCCEEDED with the eval loss',
    task: 'Submit the fine-tuning job with config ft-v3.yaml and report the final eval loss.',
    startsAt,
    turns: [
      call(
        'submit_job',
        { config: 'ft-v3.yaml', queue: 'gpu-a100' },
        { job_id: 'train-7731', state: 'QUEUED', position: 2 },
      ),
      poll('QUEUED', { queue: 'gpu-a100', position: 1 }),
      poll('QUEUED', { queue: 'gpu-a100', position: 1 }),
      poll('QUEUED', { queue: 'gpu-a100', position: 1 }),
      poll('RUNNING', { node: 'gpu-a100-07' }),
      poll('RUNNING', { node: 'gpu-a100-07' }),
      poll('RUNNING', { node: 'gpu-a100-07' }),
      poll('SUCCEEDED', { node: 'gpu-a100-07', metrics: { eval_loss: 1.284, train_loss: 1.102 } }),
      say('train-7731 succeeded. Final eval loss: 1.284 (train loss 1.102).'),
    ],
  });
}

function sleepToolThenStatusDone(): FamilyRun {
  const status = (message: string) => call('check_deploy', { deploy_id: 'dep_5521' }, message);
  const waiting =
    'deploy dep_5521: in_progress — step 3/5 (waiting for target group health checks: 0/4 healthy)';
  return familyRun({
    id: 'wait-sleep-tool-status-done',
    family,
    label: 'legit',
    note: 'sleep → status five times with the same answer, then the deploy moves on and completes',
    task: 'Deploy release 2025.03.14 of the web tier and confirm it is live.',
    startsAt,
    turns: [
      call(
        'start_deploy',
        { release: '2025.03.14', tier: 'web' },
        { deploy_id: 'dep_5521', status: 'started' },
      ),
      repeat(5, () => [
        call('sleep', { seconds: 30 }, 'Slept for 30 seconds.'),
        { pause: 30_000 },
        status(waiting),
      ]),
      call('sleep', { seconds: 30 }, 'Slept for 30 seconds.'),
      { pause: 30_000 },
      status('deploy dep_5521: in_progress — step 4/5 (shifting traffic: 50%)'),
      call('sleep', { seconds: 30 }, 'Slept for 30 seconds.'),
      { pause: 30_000 },
      status('deploy dep_5521: succeeded — 4/4 targets healthy, 100% traffic on 2025.03.14'),
      say('Release 2025.03.14 is live on the web tier.'),
    ],
  });
}

function benchmarkRunsUserAsked(): FamilyRun {
  const random = noise(62);
  const run = () => {
    const ms = random.int(790, 860);
    return call(
      'bash',
      { command: 'node bench/parse-csv.mjs fixtures/orders-100k.csv' },
      `parsed 100000 rows in ${ms} ms (${Math.round(100_000_000 / ms).toLocaleString('en-US')} rows/s)\nheap used: ${random.int(61, 66)}.${random.int(0, 9)} MB`,
    );
  };
  return familyRun({
    id: 'wait-benchmark-reruns-requested',
    family,
    label: 'legit',
    note: 'the user asked for three runs of the benchmark; the outputs differ only in timings, which is the point',
    task: 'Run the CSV parse benchmark three times and tell me the median time.',
    turns: [
      run(),
      run(),
      run(),
      say('Median of three runs: 826 ms for 100,000 rows (about 121,000 rows/s).'),
    ],
  });
}

function flakyTestRerunsRequested(): FamilyRun {
  const random = noise(63);
  const run = () =>
    call(
      'bash',
      { command: 'pytest tests/test_scheduler.py::test_next_run_dst -q' },
      `.                                                                        [100%]\n1 passed in ${random.seconds(0.35, 0.52)}s`,
    );
  return familyRun({
    id: 'wait-flaky-test-reruns-requested',
    family,
    label: 'legit',
    note: 'the user asked to run a suspected flaky test five times; five identical passes are the answer',
    task: 'test_next_run_dst failed once on CI last night. Run it 5 times locally and tell me whether it ever fails.',
    turns: [
      run(),
      run(),
      run(),
      run(),
      run(),
      say(
        'It passed all 5 runs locally, so the CI failure is likely environment-related (CI runs in UTC; the test depends on the DST switch).',
      ),
    ],
  });
}

function progressNoWaits(): FamilyRun {
  const random = noise(64);
  const poll = (status: string, done: number) =>
    call(
      'http_request',
      { method: 'GET', url: 'https://api.render.acme.io/v1/jobs/job_78' },
      {
        status: 200,
        body: { id: 'job_78', status, frames_done: done, frames_total: 240 },
        meta: { request_id: `req_${random.token(12)}` },
      },
    );
  return familyRun({
    id: 'wait-progress-without-waits',
    family,
    label: 'legit',
    note: 'polled with no waits, but each answer shows more frames done, then the result',
    task: 'Render the product video with the autumn template and send me the link.',
    turns: [
      call(
        'http_request',
        {
          method: 'POST',
          url: 'https://api.render.acme.io/v1/jobs',
          body: { template: 'autumn-24', sku: 'sku-88120' },
        },
        { status: 201, body: { id: 'job_78', status: 'queued' } },
      ),
      poll('running', 24),
      poll('running', 84),
      poll('running', 168),
      call(
        'http_request',
        { method: 'GET', url: 'https://api.render.acme.io/v1/jobs/job_78' },
        {
          status: 200,
          body: {
            id: 'job_78',
            status: 'succeeded',
            frames_done: 240,
            frames_total: 240,
            url: 'https://cdn.acme.io/render/job_78.mp4',
          },
        },
      ),
      say('Done: https://cdn.acme.io/render/job_78.mp4'),
    ],
  });
}

function sixPollsThenDone(): FamilyRun {
  const poll = (done: boolean) =>
    call(
      'bash',
      { command: 'sleep 60 && gh run view 8812419 --json status,conclusion' },
      done ? '{"conclusion":"success","status":"completed"}' : '{"conclusion":"","status":"in_progress"}',
    );
  return familyRun({
    id: 'wait-six-minute-build',
    family,
    label: 'legit',
    note: 'a six-minute workflow polled once a minute: six identical in_progress answers, then success',
    task: 'Tag release 4.2.0 and tell me once the release workflow succeeded.',
    turns: [
      call(
        'bash',
        { command: 'git tag v4.2.0 && git push origin v4.2.0' },
        'To github.com:acme/storefront.git\n * [new tag]         v4.2.0 -> v4.2.0',
      ),
      repeat(6, () => poll(false)),
      poll(true),
      say('The release workflow for v4.2.0 completed successfully.'),
    ],
  });
}

/** Family 6. */
export const waiting: readonly FamilyRun[] = [
  sleepInCommandEndless(),
  waitSecondsQueuedForever(),
  sleepToolThenStatusEndless(),
  ghRunViewNoWaits(),
  elapsedTicksNoWaits(),
  pollUntilTimesOut(),
  sleepInCommandFinishes(),
  waitSecondsQueuedRunningDone(),
  sleepToolThenStatusDone(),
  benchmarkRunsUserAsked(),
  flakyTestRerunsRequested(),
  progressNoWaits(),
  sixPollsThenDone(),
];
