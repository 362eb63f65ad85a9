"""The README's Python example, run as written against the real gateway and the scripted model: only the
gateway's address is changed, from the README's 127.0.0.1:8787 to the test gateway's port."""

import contextlib
import io
import json
import re
import uuid

import openai
import pytest

from conftest import REPO, Counts, Gateway

FINAL_ANSWER = "It is sunny in Paris, 21 °C."  # scripted-upstream.mjs
README_URL = "http://127.0.0.1:8787/v1"


def readme_python_blocks() -> list[str]:
    return re.findall(r"^```python\n(.*?)^```", (REPO / "README.md").read_text(), flags=re.S | re.M)


def run_readme_example(gateway: Gateway) -> tuple[str, dict]:
    """Runs the README's Python block against `gateway`; returns what it printed and its names."""
    (block,) = readme_python_blocks()
    code = block.replace(README_URL, gateway.base_url)
    names: dict = {}
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code, "README.md (python block)", "exec"), names)
    return printed.getvalue(), names


def test_the_readme_has_one_python_example_pointed_at_the_gateway() -> None:
    blocks = readme_python_blocks()
    assert len(blocks) == 1
    assert f'base_url="{README_URL}"' in blocks[0]


def test_the_readme_example_runs_through_the_gateway(gateway: Gateway) -> None:
    before = gateway.counts()
    printed, _ = run_readme_example(gateway)
    assert printed == f"{FINAL_ANSWER}\n"
    assert gateway.counts() - before == Counts(forwarded=1, refused_loop=0, refused=0, upstream_errors=0)


def test_the_readme_client_meets_a_loop_as_the_readme_says(gateway: Gateway) -> None:
    """README: a trip is answered with a status the SDKs never retry; the `openai` SDK raises
    `BadRequestError`, code `GUARD_LOOP_DETECTED`."""
    _, names = run_readme_example(gateway)
    client: openai.OpenAI = names["client"]
    tools = [
        {
            "type": "function",
            "function": {
                "name": "read_file",
                "description": "Read a text file of the project.",
                "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]},
            },
        }
    ]
    messages: list[dict] = [{"role": "user", "content": f"Summarise notes.txt (ticket {uuid.uuid4().hex[:8]})"}]
    before = gateway.counts()
    answered = 0
    with pytest.raises(openai.BadRequestError) as raised:
        for _ in range(10):
            completion = client.chat.completions.create(model="gpt-4o-mini", messages=messages, tools=tools)
            answered += 1
            message = completion.choices[0].message
            messages.append(message.model_dump(exclude_none=True))
            for call in message.tool_calls or []:
                assert json.loads(call.function.arguments) == {"path": "notes.txt"}
                messages.append({"role": "tool", "tool_call_id": call.id, "content": "notes.txt: 3 lines, no TODO found"})
    assert raised.value.code == "GUARD_LOOP_DETECTED"
    assert raised.value.response.headers["x-should-retry"] == "false"
    # Refused once, never retried by the SDK: every request but the refused one reached the model.
    assert gateway.counts() - before == Counts(forwarded=answered, refused_loop=1, refused=1, upstream_errors=0)
    assert answered < 10
