"""An AutoGen AgentChat `AssistantAgent` on `autogen-ext`'s `OpenAIChatCompletionClient`.

Retries: the client's default (the openai SDK's `max_retries`, 2). `max_tool_iterations` lets the agent call
tools again and again within one run, as a working agent does.
"""

import asyncio

from autogen_agentchat.agents import AssistantAgent
from autogen_agentchat.messages import TextMessage
from autogen_core.tools import FunctionTool
from autogen_ext.models.openai import OpenAIChatCompletionClient

from . import tools
from .tools import ToolLog


def run(base_url: str, task: str, loop: bool, headers: dict[str, str], log: ToolLog) -> str:
    return asyncio.run(_run(base_url, task, loop, headers, log))


async def _run(base_url: str, task: str, loop: bool, headers: dict[str, str], log: ToolLog) -> str:
    async def get_weather(city: str) -> str:
        return tools.get_weather(log, city)

    async def read_file(path: str) -> str:
        return tools.read_file(log, path)

    tool = (
        FunctionTool(read_file, description=tools.READ_FILE_DESCRIPTION)
        if loop
        else FunctionTool(get_weather, description=tools.WEATHER_DESCRIPTION)
    )
    client = OpenAIChatCompletionClient(
        model="gpt-4o-mini", base_url=base_url, api_key="sk-test", default_headers=headers
    )
    try:
        agent = AssistantAgent(
            "assistant",
            model_client=client,
            tools=[tool],
            system_message="You are a helpful assistant. Use the tools.",
            reflect_on_tool_use=True,
            max_tool_iterations=20,
        )
        result = await agent.run(task=task)
        last = result.messages[-1]
        return last.content if isinstance(last, TextMessage) else str(last.content)
    finally:
        await client.close()
