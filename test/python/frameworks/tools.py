"""The two tools every agent gets one of, as plain functions each framework wraps in its own way.

The scripted model (scripted-upstream.mjs) calls `get_weather` once and then answers, and calls `read_file`
again and again: the loop. `read_file` answers the same thing every time, so the loop is the classic one,
the same call with the same result.
"""

from dataclasses import dataclass, field

WEATHER = "Paris: sunny, 21 °C"
NOTES = "notes.txt: 3 lines, no TODO found"


@dataclass
class ToolLog:
    """How many times the agent's tools actually ran."""

    calls: list[str] = field(default_factory=list)


def get_weather(log: ToolLog, city: str) -> str:
    log.calls.append(f"get_weather({city})")
    return WEATHER


def read_file(log: ToolLog, path: str) -> str:
    log.calls.append(f"read_file({path})")
    return NOTES


WEATHER_DESCRIPTION = "Current weather of a city."
READ_FILE_DESCRIPTION = "Read a text file of the project."

# OpenAI function-tool JSON schemas, for the agents built on the bare SDK.
WEATHER_SCHEMA = {
    "type": "object",
    "properties": {"city": {"type": "string", "description": "City name"}},
    "required": ["city"],
    "additionalProperties": False,
}
READ_FILE_SCHEMA = {
    "type": "object",
    "properties": {"path": {"type": "string", "description": "File path"}},
    "required": ["path"],
    "additionalProperties": False,
}
