"""A tool loop on the official `openai` SDK, chat completions. Retries: the SDK's default (2)."""

import json

from openai import OpenAI

from .tools import READ_FILE_DESCRIPTION, READ_FILE_SCHEMA, WEATHER_DESCRIPTION, WEATHER_SCHEMA, ToolLog, get_weather, read_file

MODEL = "gpt-4o-mini"


def run(base_url: str, task: str, loop: bool, headers: dict[str, str], log: ToolLog) -> str:
    client = OpenAI(base_url=base_url, api_key="sk-test", default_headers=headers)
    name, description, schema, function = (
        ("read_file", READ_FILE_DESCRIPTION, READ_FILE_SCHEMA, read_file)
        if loop
        else ("get_weather", WEATHER_DESCRIPTION, WEATHER_SCHEMA, get_weather)
    )
    tools = [{"type": "function", "function": {"name": name, "description": description, "parameters": schema}}]
    messages: list[dict] = [
        {"role": "system", "content": "You are a helpful assistant. Use the tools."},
        {"role": "user", "content": task},
    ]
    for _ in range(20):
        completion = client.chat.completions.create(model=MODEL, messages=messages, tools=tools)
        message = completion.choices[0].message
        messages.append(message.model_dump(exclude_none=True))
        if not message.tool_calls:
            return message.content or ""
        for call in message.tool_calls:
            result = function(log, **json.loads(call.function.arguments))
            messages.append({"role": "tool", "tool_call_id": call.id, "content": result})
    return "(gave up after 20 calls)"
