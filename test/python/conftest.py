"""Starts the real gateway (`loopguard proxy` from dist/) in front of the project's scripted model.

Both are separate processes on 127.0.0.1, port 0, as a user would run them; the agents reach the gateway by
base URL only. The gateway's `/metrics` counts what it forwarded and what it refused.
"""

import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent

# Frameworks that phone home (CrewAI's telemetry, the Agents SDK's tracing) stay quiet: nothing leaves the
# machine but the calls to the gateway.
os.environ.update(
    {
        "CREWAI_DISABLE_TELEMETRY": "true",
        "CREWAI_DISABLE_TRACKING": "true",
        "CREWAI_TRACING_ENABLED": "false",
        "OTEL_SDK_DISABLED": "true",
        "OPENAI_AGENTS_DISABLE_TRACING": "1",
        "OPENAI_API_KEY": "sk-test",
    }
)


def _start(args: list[str], cwd: Path, pattern: str) -> tuple[subprocess.Popen, str]:
    process = subprocess.Popen(args, cwd=cwd, stdout=subprocess.PIPE, stderr=sys.stderr, text=True)
    assert process.stdout is not None
    deadline = time.monotonic() + 30
    seen = ""
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        seen += line
        match = re.search(pattern, line)
        if match:
            # Keep reading stdout so the child never blocks on a full pipe.
            threading.Thread(target=process.stdout.read, daemon=True).start()
            return process, match.group(1)
    process.kill()
    raise RuntimeError(f"{args[1]} did not start (exit {process.poll()}):\n{seen}")


def _stop(process: subprocess.Popen) -> None:
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@dataclass
class Gateway:
    """The running gateway: its OpenAI base URL and its Prometheus counters."""

    url: str
    upstream_url: str
    control_url: str
    events_db: Path

    @property
    def base_url(self) -> str:
        return f"{self.url}/v1"

    def fail_next(self, status: int) -> None:
        """The model's next answer, whoever asks, is this HTTP error (the scripted server's own fault)."""
        request = urllib.request.Request(f"{self.control_url}/fail-next?status={status}", method="POST")
        urllib.request.urlopen(request, timeout=10).close()

    def metrics(self) -> dict[str, float]:
        text = urllib.request.urlopen(f"{self.url}/metrics", timeout=10).read().decode()
        samples: dict[str, float] = {}
        for line in text.splitlines():
            if line and not line.startswith("#"):
                name, value = line.rsplit(" ", 1)
                samples[name] = float(value)
        return samples

    def counts(self) -> "Counts":
        samples = self.metrics()
        calls = sum(value for name, value in samples.items() if name.startswith("loopguard_calls_total{"))
        loops = samples.get('loopguard_trips_total{code="GUARD_LOOP_DETECTED"}', 0.0)
        trips = sum(value for name, value in samples.items() if name.startswith("loopguard_trips_total{"))
        upstream_errors = sum(
            value for name, value in samples.items() if name.startswith("loopguard_upstream_errors_total{")
        )
        return Counts(int(calls), int(loops), int(trips), int(upstream_errors))


@dataclass(frozen=True)
class Counts:
    """Gateway counters: calls forwarded to the model (answered or failed), requests refused (for a loop, for
    any trip), model answers of status 429/5xx."""

    forwarded: int
    refused_loop: int
    refused: int
    upstream_errors: int

    def __sub__(self, other: "Counts") -> "Counts":
        return Counts(
            self.forwarded - other.forwarded,
            self.refused_loop - other.refused_loop,
            self.refused - other.refused,
            self.upstream_errors - other.upstream_errors,
        )


@pytest.fixture(scope="session")
def gateway() -> Iterator[Gateway]:
    main = REPO / "dist" / "cli" / "main.js"
    if not main.exists():
        raise RuntimeError(f"{main} is missing: run `npm run build` first (npm run test:python does)")
    work = Path(tempfile.mkdtemp(prefix="loopguard-python-agents-"))
    upstream, urls = _start(
        ["node", str(HERE / "scripted-upstream.mjs")], REPO, r"listening on (http://\S+ control http://\S+)"
    )
    upstream_url, control_url = urls.split(" control ")
    try:
        proxy, url = _start(
            ["node", str(main), "proxy", "--port", "0", "--upstream", f"{upstream_url}/v1", "--db", str(work / "events.db")],
            work,
            r"listening on (http://\S+)",
        )
        try:
            yield Gateway(url, upstream_url, control_url, work / "events.db")
        finally:
            _stop(proxy)
    finally:
        _stop(upstream)


@pytest.fixture
def task() -> str:
    """A task text of its own per test, so that header-less runs of different tests never share a run."""
    return f"What is the weather in Paris? (ticket {uuid.uuid4().hex[:8]})"


@pytest.fixture
def run_id() -> str:
    return f"py-{uuid.uuid4().hex[:12]}"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Counts for the closing line of .ci/run, in the shape of vitest's JSON report."""
    stats = terminalreporter.stats
    failed = len(stats.get("failed", [])) + len(stats.get("error", []))
    results = {"numPassedTests": len(stats.get("passed", [])), "numFailedTests": failed}
    (HERE / "test-results.json").write_text(json.dumps(results) + "\n")
