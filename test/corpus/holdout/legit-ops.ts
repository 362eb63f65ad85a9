/** Legitimate DevOps runs: kubectl, docker, terraform, CI polling with waits. */
import { bash, call, type LabelledRun, rng, run, type TurnSpec } from './util.js';

const r = rng(202);
const pod = (app: string) => `${app}-${r.hex(10).slice(0, 9)}-${r.hex(5)}`;
const age = (s: number) => (s < 120 ? `${s}s` : `${Math.floor(s / 60)}m`);

function k8sRollout(): LabelledRun {
  const turns: TurnSpec[] = [
    bash('kubectl config current-context', 'prod-eu-west-1'),
    bash(
      'kubectl -n shop set image deploy/checkout checkout=registry.example.com/checkout:v2.14.1',
      'deployment.apps/checkout image updated',
    ),
  ];
  const progress = [
    [1, 4],
    [2, 4],
    [3, 4],
    [4, 4],
  ];
  for (const [i, [up, total]] of progress.entries()) {
    turns.push(
      bash(
        `sleep 20; kubectl -n shop rollout status deploy/checkout --timeout=5s`,
        up === total
          ? 'deployment "checkout" successfully rolled out'
          : `Waiting for deployment "checkout" rollout to finish: ${up} of ${total} updated replicas are available...\nerror: timed out waiting for the condition`,
        up !== total,
      ),
    );
    if (i === 1)
      turns.push(
        bash(
          'kubectl -n shop get pods -l app=checkout',
          `NAME                        READY   STATUS              RESTARTS   AGE\n${pod('checkout')}   1/1     Running             0          ${age(r.int(30, 60))}\n${pod('checkout')}   1/1     Running             0          ${age(r.int(5, 25))}\n${pod('checkout')}   0/1     ContainerCreating   0          ${age(r.int(1, 5))}\n${pod('checkout')}   1/1     Running             0          3d`,
        ),
      );
  }
  turns.push(
    bash(
      'kubectl -n shop get deploy checkout -o jsonpath="{.spec.template.spec.containers[0].image}"',
      'registry.example.com/checkout:v2.14.1',
    ),
  );
  turns.push(
    bash(
      'curl -s -o /dev/null -w "%{http_code} %{time_total}\\n" https://shop.example.com/api/checkout/health',
      `200 0.${r.int(40, 300)}`,
    ),
  );
  turns.push({ say: 'checkout v2.14.1 is rolled out (4/4 replicas) and the health check returns 200.' });
  return run(
    'ho-legit-k8s-rollout-wait',
    'legit',
    null,
    'rollout status polled 4 times with sleeps, progress changes each time',
    'Roll out checkout v2.14.1 to prod',
    turns,
    31,
  );
}

function ciPoll(): LabelledRun {
  const runId = 8123456789;
  const turns: TurnSpec[] = [
    bash(
      'git push origin fix/flaky-cache',
      `To github.com:acme/api.git\n   ${r.hex(7)}..${r.hex(7)}  fix/flaky-cache -> fix/flaky-cache`,
    ),
    bash(
      'gh run list --branch fix/flaky-cache --limit 1 --json databaseId,status',
      `[{"databaseId":${runId},"status":"queued"}]`,
    ),
  ];
  const statuses = [
    'queued',
    'in_progress',
    'in_progress',
    'in_progress',
    'in_progress',
    'in_progress',
    'completed',
  ];
  for (const s of statuses) {
    turns.push(
      bash(
        `sleep 45 && gh run view ${runId} --json status,conclusion,jobs -q '{status: .status, conclusion: .conclusion, done: [.jobs[] | select(.status=="completed")] | length}'`,
        `{"conclusion":"${s === 'completed' ? 'success' : ''}","done":${s === 'completed' ? 6 : Math.min(5, statuses.indexOf(s) + r.int(0, 2))},"status":"${s}"}`,
      ),
    );
  }
  turns.push(
    bash(
      `gh pr merge --squash --auto`,
      `✓ Pull request #482 will be automatically merged via squash when all requirements are met`,
    ),
  );
  return run(
    'ho-legit-ci-poll-sleep',
    'legit',
    null,
    'CI polled with 45 s sleeps, 5 in_progress statuses (fewer than 8) then success',
    'Push the fix and merge once CI is green',
    turns,
    32,
    'iso',
  );
}

function dockerBuildFix(): LabelledRun {
  const turns: TurnSpec[] = [
    bash(
      'docker build -t api:dev .',
      `#0 building with "default" instance using docker driver\n#5 [builder 3/6] RUN pip install -r requirements.txt\n#5 ${r.secs(3, 9)} ERROR: Could not find a version that satisfies the requirement psycopg2-binary==2.9.1 (from versions: 2.9.6, 2.9.7, 2.9.9)\n#5 ERROR: process "/bin/sh -c pip install -r requirements.txt" did not complete successfully: exit code: 1`,
      true,
    ),
    call(
      'read_file',
      { path: 'requirements.txt' },
      'fastapi==0.110.0\nuvicorn[standard]==0.29.0\npsycopg2-binary==2.9.1\nsqlalchemy==2.0.28',
    ),
    call(
      'edit_file',
      { path: 'requirements.txt', old: 'psycopg2-binary==2.9.1', new: 'psycopg2-binary==2.9.9' },
      'ok',
    ),
    bash(
      'docker build -t api:dev .',
      `#5 [builder 3/6] RUN pip install -r requirements.txt\n#5 DONE ${r.secs(10, 30)}s\n#9 exporting to image\n#9 writing image sha256:${r.hex(64)} done\n#9 naming to docker.io/library/api:dev done`,
    ),
    bash('docker run -d --rm -p 8080:8080 --name api-smoke api:dev', r.hex(64)),
    bash('sleep 3; curl -s localhost:8080/healthz', '{"status":"ok","db":"skipped"}'),
    bash(
      'docker logs api-smoke --tail 5',
      `INFO:     Started server process [1]\nINFO:     Waiting for application startup.\nINFO:     Application startup complete.\nINFO:     Uvicorn running on http://0.0.0.0:8080 (Press CTRL+C to quit)\nINFO:     172.17.0.1:${r.int(40000, 60000)} - "GET /healthz HTTP/1.1" 200 OK`,
    ),
    bash('docker stop api-smoke', 'api-smoke'),
    {
      say: 'The image builds now (psycopg2-binary bumped to 2.9.9, 2.9.1 wheels are gone) and the container serves /healthz.',
    },
  ];
  return run(
    'ho-legit-docker-build-fix',
    'legit',
    null,
    'docker build fails, fix, rebuild succeeds (same command twice, different result)',
    'The Docker build is broken, fix it',
    turns,
    33,
  );
}

function terraform(): LabelledRun {
  const turns: TurnSpec[] = [
    bash(
      'terraform -chdir=infra/staging init -input=false',
      `Initializing the backend...\n\nSuccessfully configured the backend "s3"!\nInitializing provider plugins...\n- Reusing previous version of hashicorp/aws from the dependency lock file\n- Using previously-installed hashicorp/aws v5.41.0\n\nTerraform has been successfully initialized!`,
    ),
    bash(
      'terraform -chdir=infra/staging plan -input=false -out=tfplan',
      `aws_s3_bucket.assets: Refreshing state... [id=acme-staging-assets]\naws_db_instance.main: Refreshing state... [id=staging-main]\n\n  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n      ~ instance_class = "db.t3.medium" -> "db.t3.large"\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.`,
    ),
    {
      say: 'The plan changes only the staging DB instance class (t3.medium → t3.large), an in-place update with a short reboot. Shall I apply?',
    },
    { user: 'yes go ahead, staging is fine to bounce' },
    bash(
      'terraform -chdir=infra/staging apply -input=false tfplan',
      `aws_db_instance.main: Modifying... [id=staging-main]\naws_db_instance.main: Still modifying... [id=staging-main, 10s elapsed]\naws_db_instance.main: Still modifying... [id=staging-main, 4m${r.int(10, 50)}s elapsed]\naws_db_instance.main: Modifications complete after ${r.int(5, 9)}m${r.int(1, 59)}s [id=staging-main]\n\nApply complete! Resources: 0 added, 1 changed, 0 destroyed.`,
    ),
    bash(
      'terraform -chdir=infra/staging plan -input=false -detailed-exitcode',
      'No changes. Your infrastructure matches the configuration.',
    ),
    bash(
      'aws rds describe-db-instances --db-instance-identifier staging-main --query "DBInstances[0].[DBInstanceClass,DBInstanceStatus]" --output text',
      'db.t3.large\tavailable',
    ),
  ];
  return run(
    'ho-legit-terraform-apply',
    'legit',
    null,
    'init/plan/ask/apply/plan again to confirm',
    'Resize the staging database to t3.large',
    turns,
    34,
  );
}

function incident(): LabelledRun {
  const bad = pod('payments');
  const turns: TurnSpec[] = [
    bash(
      'kubectl -n pay get pods',
      `NAME                           READY   STATUS             RESTARTS       AGE\n${bad}   0/1     CrashLoopBackOff   7 (${r.int(1, 4)}m ago)   ${r.int(14, 20)}m\n${pod('payments')}   1/1     Running            0              2d\n${pod('payments')}   1/1     Running            0              2d`,
    ),
    bash(
      `kubectl -n pay logs ${bad} --previous --tail 20`,
      `2025-03-11T09:${r.int(10, 59)}:${r.int(10, 59)}.${r.int(100, 999)}Z INFO  starting payments v5.2.0\n2025-03-11T09:${r.int(10, 59)}:${r.int(10, 59)}.${r.int(100, 999)}Z ERROR config: required env STRIPE_WEBHOOK_SECRET is not set\npanic: invalid configuration`,
    ),
    bash(
      `kubectl -n pay describe pod ${bad} | sed -n '/Environment/,/Mounts/p'`,
      'Environment Variables from:\n  payments-config  ConfigMap  Optional: false\n  payments-secrets Secret     Optional: false\nEnvironment:       <none>\nMounts:',
    ),
    bash(
      'kubectl -n pay get secret payments-secrets -o json | jq -r ".data | keys[]"',
      'DATABASE_URL\nSTRIPE_API_KEY\nSTRIPE_WEBHOOK_SIGNING_SECRET',
    ),
    bash(
      'git -C ../deploy log -1 --format="%h %an %s" -- k8s/pay/secrets.yaml',
      `${r.hex(7)} jlee rename STRIPE_WEBHOOK_SECRET -> STRIPE_WEBHOOK_SIGNING_SECRET`,
    ),
    {
      say: 'Root cause: the secret key was renamed yesterday, but payments v5.2.0 still reads STRIPE_WEBHOOK_SECRET. The two older pods still run v5.1. Fastest safe fix is to add the old key back alongside the new one. OK to patch the secret?',
    },
    { user: 'Yes, patch it. We will clean up after the app is updated.' },
    bash(
      'kubectl -n pay get secret payments-secrets -o jsonpath="{.data.STRIPE_WEBHOOK_SIGNING_SECRET}" | xargs -I{} kubectl -n pay patch secret payments-secrets -p "{\\"data\\":{\\"STRIPE_WEBHOOK_SECRET\\":\\"{}\\"}}"',
      'secret/payments-secrets patched',
    ),
    bash(`kubectl -n pay delete pod ${bad}`, `pod "${bad}" deleted`),
    bash(
      'sleep 30; kubectl -n pay get pods',
      `NAME                           READY   STATUS    RESTARTS   AGE\n${pod('payments')}   1/1     Running   0          ${r.int(25, 35)}s\n${pod('payments')}   1/1     Running   0          2d\n${pod('payments')}   1/1     Running   0          2d`,
    ),
    {
      say: 'Payments is healthy again: all 3 pods Running. Follow-up: update the app to read STRIPE_WEBHOOK_SIGNING_SECRET, then drop the old key.',
    },
  ];
  return run(
    'ho-legit-k8s-crashloop-incident',
    'legit',
    null,
    'incident triage with a human approval step; get pods twice with different state',
    'payments is paging, one pod in CrashLoopBackOff',
    turns,
    35,
  );
}

/** A training job watched with sleeps: the step and loss advance every time. */
function trainingWatch(): LabelledRun {
  const turns: TurnSpec[] = [bash('sbatch train.sbatch', 'Submitted batch job 4419021')];
  let step = 0;
  let loss = 3.91;
  for (let i = 0; i < 14; i++) {
    step += r.int(380, 420);
    loss = Math.max(1.2, loss - r.next() * 0.2);
    turns.push(
      bash(
        'sleep 300; tail -n 2 logs/train-4419021.out',
        `[${new Date(Date.UTC(2025, 2, 11, 10, 5 * i)).toISOString()}] step ${step}/6000 loss ${loss.toFixed(4)} lr 2.9e-4 tok/s ${r.int(41000, 44000)}\n[ckpt] ${i % 4 === 3 ? `saved checkpoints/step_${step}.pt` : `next checkpoint at step ${Math.ceil(step / 1600) * 1600}`}`,
      ),
    );
  }
  turns.push(bash('squeue -j 4419021 -h -o "%T %M"', 'COMPLETING 1:10:44'));
  turns.push(
    bash(
      'sleep 60; sacct -j 4419021 --format=State,ExitCode,Elapsed -n | head -1',
      ' COMPLETED      0:0   01:11:02',
    ),
  );
  turns.push({ say: 'Training finished: 6000 steps, final loss 1.2x, checkpoints under checkpoints/.' });
  return run(
    'ho-legit-slurm-training-watch',
    'legit',
    null,
    '14 polls with 5-minute sleeps; step and loss advance every poll',
    'Launch the fine-tune and tell me when it is done',
    turns,
    36,
    'iso',
  );
}

/** Export job polled; progress changes, then done. */
function exportPoll(): LabelledRun {
  const turns: TurnSpec[] = [
    call(
      'bigquery_export',
      { table: 'analytics.events_2024', dest: 'gs://acme-exports/events_2024/*.parquet' },
      { job_id: 'job_Zk81xQ', state: 'RUNNING' },
    ),
  ];
  const pct = [4, 11, 19, 26, 34, 41, 49, 56, 63, 71, 78, 86, 93];
  for (const p of pct) {
    turns.push(call('wait', { seconds: 60 }, `waited 60s`));
    turns.push(
      call(
        'get_job',
        { job_id: 'job_Zk81xQ' },
        {
          job_id: 'job_Zk81xQ',
          state: 'RUNNING',
          progress: p / 100,
          bytes_processed: p * 41_234_567 + r.int(0, 99999),
          request_id: r.uuid(),
        },
      ),
    );
  }
  turns.push(call('wait', { seconds: 60 }, 'waited 60s'));
  turns.push(
    call(
      'get_job',
      { job_id: 'job_Zk81xQ' },
      { job_id: 'job_Zk81xQ', state: 'DONE', progress: 1, files: 412, request_id: r.uuid() },
    ),
  );
  turns.push({ say: 'Export finished: 412 parquet files in gs://acme-exports/events_2024/.' });
  return run(
    'ho-legit-export-job-progress',
    'legit',
    null,
    '14 polls with separate wait calls; state RUNNING but progress advances each time',
    'Export events_2024 to GCS as parquet',
    turns,
    37,
  );
}

function helmUpgrade(): LabelledRun {
  const turns: TurnSpec[] = [
    bash(
      'helm repo update',
      'Hang tight while we grab the latest from your chart repositories...\n...Successfully got an update from the "grafana" chart repository\nUpdate Complete. ⎈Happy Helming!⎈',
    ),
    bash(
      'helm -n monitoring diff upgrade loki grafana/loki --version 6.6.2 -f values/loki.yaml | head -40',
      `monitoring, loki, StatefulSet (apps) has changed:\n-          image: docker.io/grafana/loki:2.9.6\n+          image: docker.io/grafana/loki:3.0.0\n+        - name: LOKI_SCHEMA\n+          value: v13`,
    ),
    {
      say: 'Loki 3.0 needs schema v13 in values/loki.yaml before upgrading; v12 data stays readable. Adding a new schema period starting tomorrow.',
    },
    call(
      'edit_file',
      {
        path: 'values/loki.yaml',
        old: '      - from: 2023-06-01\n        store: tsdb\n        schema: v12',
        new: '      - from: 2023-06-01\n        store: tsdb\n        schema: v12\n      - from: 2025-03-12\n        store: tsdb\n        schema: v13',
      },
      'ok',
    ),
    bash(
      'helm -n monitoring upgrade loki grafana/loki --version 6.6.2 -f values/loki.yaml --atomic --timeout 10m',
      `Release "loki" has been upgraded. Happy Helming!\nNAME: loki\nLAST DEPLOYED: Tue Mar 11 09:${r.int(20, 59)}:${r.int(10, 59)} 2025\nNAMESPACE: monitoring\nSTATUS: deployed\nREVISION: 19`,
    ),
    bash(
      'kubectl -n monitoring get pods -l app.kubernetes.io/name=loki',
      `NAME     READY   STATUS    RESTARTS   AGE\nloki-0   1/1     Running   0          ${r.int(40, 90)}s\nloki-1   1/1     Running   0          ${r.int(100, 150)}s\nloki-2   1/1     Running   0          ${r.int(160, 220)}s`,
    ),
  ];
  return run(
    'ho-legit-helm-loki-upgrade',
    'legit',
    null,
    'helm diff / edit values / upgrade / verify',
    'Upgrade Loki to chart 6.6.2',
    turns,
    38,
  );
}

/** AWS call throttled twice, then works with backoff. */
function throttledTwice(): LabelledRun {
  const turns: TurnSpec[] = [
    bash(
      'aws ec2 describe-instances --filters Name=tag:team,Values=search --query "Reservations[].Instances[].InstanceId" --output text',
      `An error occurred (RequestLimitExceeded) when calling the DescribeInstances operation (reached max retries: 2): Request limit exceeded.`,
      true,
    ),
    bash(
      'sleep 10; aws ec2 describe-instances --filters Name=tag:team,Values=search --query "Reservations[].Instances[].InstanceId" --output text',
      `An error occurred (RequestLimitExceeded) when calling the DescribeInstances operation (reached max retries: 2): Request limit exceeded.`,
      true,
    ),
    bash(
      'sleep 30; AWS_MAX_ATTEMPTS=8 AWS_RETRY_MODE=adaptive aws ec2 describe-instances --filters Name=tag:team,Values=search --query "Reservations[].Instances[].InstanceId" --output text',
      `i-0${r.hex(16)}\ti-0${r.hex(16)}\ti-0${r.hex(16)}`,
    ),
    bash(
      'AWS_RETRY_MODE=adaptive aws ec2 create-tags --resources $(cat /tmp/ids) --tags Key=cost-center,Value=cc-4410',
      '',
    ),
    {
      say: 'Tagged the 3 search instances with cost-center=cc-4410 (EC2 API was throttling; succeeded with adaptive retries).',
    },
  ];
  return run(
    'ho-legit-aws-throttle-backoff',
    'legit',
    null,
    'throttled twice, then succeeds with backoff and a changed retry mode',
    'Tag all search-team instances with cost-center cc-4410',
    turns,
    39,
  );
}

/** Database migrations run per shard: each returns the same "ok". */
function shardMigrations(): LabelledRun {
  const turns: TurnSpec[] = [
    bash(
      'psql "$ADMIN_URL" -Atc "select name from shards order by name"',
      Array.from({ length: 24 }, (_, i) => `shard_${String(i).padStart(2, '0')}`).join('\n'),
    ),
  ];
  for (let i = 0; i < 24; i++)
    turns.push(
      call(
        'run_migration',
        { shard: `shard_${String(i).padStart(2, '0')}`, migration: '20250311_add_index_orders_created_at' },
        'ok',
      ),
    );
  turns.push(
    bash(
      'psql "$ADMIN_URL" -Atc "select count(*) from shard_migrations where name=\'20250311_add_index_orders_created_at\'"',
      '24',
    ),
  );
  return run(
    'ho-legit-shard-migrations-ok',
    'legit',
    null,
    '24 distinct shards, each migration returns a bare "ok"',
    'Apply the orders created_at index migration on every shard',
    turns,
    40,
  );
}

export const legitOps: readonly LabelledRun[] = [
  k8sRollout(),
  ciPoll(),
  dockerBuildFix(),
  terraform(),
  incident(),
  trainingWatch(),
  exportPoll(),
  helmUpgrade(),
  throttledTwice(),
  shardMigrations(),
];
