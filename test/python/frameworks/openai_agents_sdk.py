"""An OpenAI Agents SDK (`openai-agents`) agent on the Responses API, the SDK's default.

Retries: the openai client's default (`max_retries`, 2) and the runner's own model retries, switched on with
the SDK's `provider_suggested` policy (which follows the answer's `x-should-retry`).
"""

from agents import Agent, ModelRetrySettings, ModelSettings, OpenAIResponsesModel, Runner, function_tool, retry_policies
from openai import AsyncOpenAI

from . import tools
from .tools import ToolLog


def run(base_url: str, task: str, loop: bool, headers: dict[str, str], log: ToolLog) -> str:
    @function_tool
    def get_weather(city: str) -> str:
        """Current weather of a city."""
        return tools.get_weather(log, city)

    @function_tool
    def read_file(path: str) -> str:
        """Read a text file of the project."""
        return tools.read_file(log, path)

    client = AsyncOpenAI(base_url=base_url, api_key="sk-test", default_headers=headers)
    agent = Agent(
        name="Assistant",
        instructions="You are a helpful assistant. Use the tools.",
        tools=[read_file if loop else get_weather],
        model=OpenAIResponsesModel(model="gpt-4o-mini", openai_client=client),
        model_settings=ModelSettings(
            retry=ModelRetrySettings(max_retries=3, policy=retry_policies.provider_suggested())
        ),
    )
    return str(Runner.run_sync(agent, task, max_turns=20).final_output)
