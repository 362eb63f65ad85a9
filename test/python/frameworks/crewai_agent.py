"""A CrewAI crew of one agent with one tool, on CrewAI's own OpenAI provider (`LLM(base_url=…)`).

Retries: the provider's default (the openai SDK's `max_retries`, 2) and CrewAI's own agent retries
(`Agent.max_retry_limit`, default 2), both left on.
"""

from crewai import LLM, Agent, Crew, Task
from crewai.tools import tool

from . import tools
from .tools import ToolLog


def run(
    base_url: str, task: str, loop: bool, headers: dict[str, str], log: ToolLog, max_retry_limit: int = 2
) -> str:
    @tool("get_weather")
    def get_weather(city: str) -> str:
        """Current weather of a city."""
        return tools.get_weather(log, city)

    @tool("read_file")
    def read_file(path: str) -> str:
        """Read a text file of the project."""
        return tools.read_file(log, path)

    llm = LLM(model="openai/gpt-4o-mini", base_url=base_url, api_key="sk-test", default_headers=headers)
    agent = Agent(
        role="Assistant",
        goal="Answer the user's question with the tools.",
        backstory="You are a helpful assistant. Use the tools.",
        tools=[read_file if loop else get_weather],
        llm=llm,
        max_retry_limit=max_retry_limit,
        verbose=False,
    )
    job = Task(description=task, expected_output="A short answer.", agent=agent)
    return str(Crew(agents=[agent], tasks=[job], verbose=False).kickoff())
