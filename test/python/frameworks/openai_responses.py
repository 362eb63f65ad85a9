"""A tool loop on the official `openai` SDK, Responses API, chained by `previous_response_id`.

Retries: the SDK's default (2).
"""

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
    tools = [{"type": "function", "name": name, "description": description, "parameters": schema, "strict": True}]
    response = client.responses.create(
        model=MODEL, instructions="You are a helpful assistant. Use the tools.", input=task, tools=tools
    )
    for _ in range(20):
        calls = [item for item in response.output if item.type == "function_call"]
        if not calls:
            return response.output_text
        outputs = [
            {"type": "function_call_output", "call_id": call.call_id, "output": function(log, **json.loads(call.arguments))}
            for call in calls
        ]
        response = client.responses.create(
            model=MODEL,
            instructions="You are a helpful assistant. Use the tools.",
            previous_response_id=response.id,
            input=outputs,
            tools=tools,
        )
    return "(gave up after 20 calls)"
