"""What each framework does when the gateway refuses a looping agent: the table of docs/python-agents.md.

test_loop.py asserts every row against the real framework and the real gateway; change a row here and in
the docs together.
"""

from dataclasses import dataclass

import openai
from langchain_core.exceptions import ModelInvalidRequestError
from langchain_openai.chat_models.base import OpenAIInvalidRequestError


@dataclass(frozen=True)
class Refusal:
    """One framework's observed handling of a `GUARD_LOOP_DETECTED` refusal (HTTP 400, x-should-retry: false)."""

    raises: type[BaseException]
    """The exception the agent's entry point raises (always an `openai.BadRequestError`, maybe a subclass)."""
    also: tuple[type[BaseException], ...]
    """Other classes it is an instance of, for code that catches the framework's own errors."""
    forwarded: int
    """Model calls the gateway forwarded before the loop was stopped."""
    refused: int
    """Requests the gateway refused: 1 means no retry of any kind reached it."""
    tool_runs: int
    """Times the looping tool actually ran."""
    retries: str
    """What the framework's retries did with the refusal, in words."""
    header_less: tuple[int, int, int] | None = None
    """(forwarded, refused, tool runs) when the agent sends no run header, where that differs: a retry that
    starts the task over is a new run of the same task to the gateway, with a fresh window."""

    def counts(self, header_less: bool) -> tuple[int, int, int]:
        if header_less and self.header_less is not None:
            return self.header_less
        return (self.forwarded, self.refused, self.tool_runs)


# The loop: the model asks read_file({"path": "notes.txt"}) every turn and the tool answers the same; the
# gateway refuses the request that carries the third identical result.
BEHAVIOUR: dict[str, Refusal] = {
    "openai-chat": Refusal(
        openai.BadRequestError, (), 3, 1, 3, "SDK (max_retries 2): none, it obeys x-should-retry: false"
    ),
    "openai-responses": Refusal(
        # Chained by previous_response_id, each request carries only the new tool result: the gateway sees
        # the third identical result one request later than with chat completions.
        openai.BadRequestError, (), 4, 1, 4, "SDK (max_retries 2): none"
    ),
    "langgraph": Refusal(
        OpenAIInvalidRequestError,
        (openai.BadRequestError, ModelInvalidRequestError),
        3,
        1,
        3,
        "ChatOpenAI (max_retries 2): none; the graph run ends with the exception",
    ),
    "crewai": Refusal(
        openai.BadRequestError,
        (),
        3,
        3,
        3,
        "SDK: none; CrewAI's agent retry (max_retry_limit 2) runs the task twice more: with a run header each retry "
        "is refused at its first request; without one each retry is a new run of the task and loops three calls again",
        (9, 3, 9),
    ),
    "autogen": Refusal(openai.BadRequestError, (), 3, 1, 3, "client (max_retries 2): none"),
    "openai-agents": Refusal(
        openai.BadRequestError,
        (),
        3,
        1,
        3,
        "client (max_retries 2) and the runner's provider_suggested retries (max 3): none",
    ),
}
