"""Unmodified agents of each framework, pointed at the real gateway by base URL, against the scripted model."""

import openai
import pytest

from behaviour import BEHAVIOUR
from conftest import Counts, Gateway
from frameworks import FRAMEWORKS, crewai_agent
from frameworks.tools import ToolLog

FINAL_ANSWER = "It is sunny in Paris, 21 °C."  # scripted-upstream.mjs

# Each agent run names its run with the header, or sends nothing but the base URL and lets the gateway derive
# the run from the conversation (every test's task text is its own, so runs of different tests never meet).
IDENTITIES = ["run-id-header", "base-url-only"]


def headers_for(identity: str, run_id: str) -> dict[str, str]:
    return {"x-loopguard-run-id": run_id} if identity == "run-id-header" else {}


@pytest.mark.parametrize("identity", IDENTITIES)
@pytest.mark.parametrize("framework", FRAMEWORKS)
def test_a_healthy_run_completes(gateway: Gateway, framework: str, identity: str, task: str, run_id: str) -> None:
    log = ToolLog()
    before = gateway.counts()
    answer = FRAMEWORKS[framework].run(gateway.base_url, task, False, headers_for(identity, run_id), log)
    assert FINAL_ANSWER in answer
    assert log.calls == ["get_weather(Paris)"]
    assert gateway.counts() - before == Counts(forwarded=2, refused_loop=0, refused=0, upstream_errors=0)


@pytest.mark.parametrize("identity", IDENTITIES)
@pytest.mark.parametrize("framework", FRAMEWORKS)
def test_a_loop_is_refused_once_with_the_framework_retries_on(
    gateway: Gateway, framework: str, identity: str, task: str, run_id: str
) -> None:
    expected = BEHAVIOUR[framework]
    log = ToolLog()
    before = gateway.counts()
    with pytest.raises(expected.raises) as raised:
        FRAMEWORKS[framework].run(gateway.base_url, task, True, headers_for(identity, run_id), log)
    error = raised.value
    assert type(error) is expected.raises
    for kind in expected.also:
        assert isinstance(error, kind)
    assert error.status_code == 400
    assert error.code == "GUARD_LOOP_DETECTED"
    assert error.type == "loop_guard"
    assert error.response.headers["x-should-retry"] == "false"
    run = error.response.headers["x-loopguard-run-id"]
    assert run == run_id if identity == "run-id-header" else run.startswith("conv-")
    assert f"run {run}: read_file" in str(error)
    assert 'read_file({"path":"notes.txt"}) repeated 3 times with the same result' in str(error)
    assert error.body["loopguard"]["advice"]["retryable"] is False
    forwarded, refused, tool_runs = expected.counts(identity != "run-id-header")
    assert len(log.calls) == tool_runs
    assert gateway.counts() - before == Counts(
        forwarded=forwarded,
        refused_loop=refused,
        refused=refused,
        upstream_errors=0,
    )


def test_crewai_without_its_agent_retry_is_refused_once(gateway: Gateway, task: str, run_id: str) -> None:
    log = ToolLog()
    before = gateway.counts()
    with pytest.raises(openai.BadRequestError) as raised:
        crewai_agent.run(gateway.base_url, task, True, {"x-loopguard-run-id": run_id}, log, max_retry_limit=0)
    assert raised.value.code == "GUARD_LOOP_DETECTED"
    assert len(log.calls) == 3
    assert gateway.counts() - before == Counts(forwarded=3, refused_loop=1, refused=1, upstream_errors=0)


@pytest.mark.parametrize("framework", FRAMEWORKS)
def test_the_framework_retries_are_on(gateway: Gateway, framework: str, task: str, run_id: str) -> None:
    """The control for the test above: a model answer of 500 is retried, so a refusal not retried is the
    framework obeying the gateway, not retries switched off."""
    log = ToolLog()
    before = gateway.counts()
    gateway.fail_next(500)
    answer = FRAMEWORKS[framework].run(gateway.base_url, task, False, {"x-loopguard-run-id": run_id}, log)
    assert FINAL_ANSWER in answer
    assert gateway.counts() - before == Counts(forwarded=3, refused_loop=0, refused=0, upstream_errors=1)
