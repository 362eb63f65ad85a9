"""One tool-calling agent per framework, each pointed at the gateway by its base URL only.

Every module has `run(base_url, task, loop, headers, log) -> str`: the agent's final answer, or the
framework's own exception. `loop` gives the agent the tool the scripted model calls forever; `headers` are
the client's default headers (empty: the gateway derives the run from the conversation).
"""

from types import ModuleType

from . import autogen_agent, crewai_agent, langgraph_agent, openai_agents_sdk, openai_chat, openai_responses

FRAMEWORKS: dict[str, ModuleType] = {
    "openai-chat": openai_chat,
    "openai-responses": openai_responses,
    "langgraph": langgraph_agent,
    "crewai": crewai_agent,
    "autogen": autogen_agent,
    "openai-agents": openai_agents_sdk,
}
