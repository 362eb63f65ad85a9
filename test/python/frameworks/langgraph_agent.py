"""A LangChain agent (`langchain.agents.create_agent`, which runs on LangGraph) on `langchain-openai`.

`create_agent` is what LangChain 1.x offers in place of LangGraph's deprecated `create_react_agent`.
Retries: `ChatOpenAI`'s default `max_retries` (2, passed to the openai SDK).
"""

from langchain.agents import create_agent
from langchain_core.tools import tool
from langchain_openai import ChatOpenAI

from . import tools
from .tools import ToolLog


def run(base_url: str, task: str, loop: bool, headers: dict[str, str], log: ToolLog) -> str:
    @tool(description=tools.WEATHER_DESCRIPTION)
    def get_weather(city: str) -> str:
        return tools.get_weather(log, city)

    @tool(description=tools.READ_FILE_DESCRIPTION)
    def read_file(path: str) -> str:
        return tools.read_file(log, path)

    model = ChatOpenAI(model="gpt-4o-mini", base_url=base_url, api_key="sk-test", default_headers=headers)
    agent = create_agent(
        model, [read_file if loop else get_weather], system_prompt="You are a helpful assistant. Use the tools."
    )
    state = agent.invoke({"messages": [{"role": "user", "content": task}]})
    return state["messages"][-1].content
