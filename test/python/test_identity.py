"""Header-less agents of one framework starting the same task at once are separate runs (issue 33, point 1),
and each ends `completed` on its final answer (point 2)."""

import sqlite3
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest

from conftest import Counts, Gateway
from frameworks import FRAMEWORKS
from frameworks.tools import ToolLog

FINAL_ANSWER = "It is sunny in Paris, 21 °C."
AGENTS = 20


def last_event_id(database: str) -> int:
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as connection:
        return connection.execute("SELECT coalesce(max(id), 0) FROM events").fetchone()[0]


def runs_since(database: str, after: int) -> tuple[set[str], set[str]]:
    """Runs of the busiest task with a model answer since event `after`, and those of them that ended
    `completed` (the 20 agents share one task; a late event of an earlier test belongs to another)."""
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as connection:
        rows = connection.execute(
            "SELECT event, task_id, run_id, state FROM events WHERE id > ?", (after,)
        ).fetchall()
    by_task: dict[str, set[str]] = {}
    for event, task, run, _ in rows:
        if event == "llm_response":
            by_task.setdefault(task, set()).add(run)
    answered = max(by_task.values(), key=len, default=set())
    completed = {run for event, _, run, state in rows if event == "run_end" and state == "completed"} & answered
    return answered, completed


@pytest.mark.parametrize("framework", FRAMEWORKS)
def test_twenty_header_less_agents_of_one_task_are_twenty_runs(gateway: Gateway, framework: str) -> None:
    # One task text for the 20 (the same opening: system prompt, first user message, tools), its own per test.
    task = f"What is the weather in Paris? (ticket {uuid.uuid4().hex[:8]})"
    logs = [ToolLog() for _ in range(AGENTS)]
    database = str(gateway.events_db)
    first_event = last_event_id(database)
    before = gateway.counts()
    with ThreadPoolExecutor(AGENTS) as pool:
        answers = list(pool.map(lambda log: FRAMEWORKS[framework].run(gateway.base_url, task, False, {}, log), logs))
    assert all(FINAL_ANSWER in answer for answer in answers)
    assert all(log.calls == ["get_weather(Paris)"] for log in logs)
    assert gateway.counts() - before == Counts(forwarded=2 * AGENTS, refused_loop=0, refused=0, upstream_errors=0)
    # The event store is written behind the replies: wait for the 20 runs (and, with point 2 of the issue,
    # their `completed` ends) to land.
    deadline = time.monotonic() + 10
    while True:
        answered, completed = runs_since(database, first_event)
        if (len(answered) == AGENTS and completed == answered) or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert len(answered) == AGENTS
    assert completed == answered
