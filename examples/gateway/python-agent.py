"""An agent loop in plain Python (standard library only) whose model calls go through the loopguard proxy.

The agent knows nothing about loopguard: it speaks the OpenAI chat-completions API to whatever base URL it
is given. It names its run with one header (optional: without it the proxy derives the run from the
conversation). When the agent loops, the proxy answers the next call with a `loop_guard` error (HTTP 400,
`x-should-retry: false`) and the agent stops.

    LOOPGUARD_PROXY_URL=http://127.0.0.1:8787 python3 examples/gateway/python-agent.py
"""

import json
import os
import sys
import urllib.error
import urllib.request

PROXY_URL = os.environ.get("LOOPGUARD_PROXY_URL", "http://127.0.0.1:8787")
API_KEY = os.environ.get("OPENAI_API_KEY", "sk-python-agent")
RUN_ID = os.environ.get("RUN_ID", "python-agent-1")

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "read_file",
            "description": "Read a file",
            "parameters": {"type": "object", "properties": {"path": {"type": "string"}}},
        },
    }
]


def read_file(path):
    # The tool keeps answering the same thing: the model keeps asking, the classic loop.
    return f"{path}: 3 lines, no TODO found"


def chat(messages):
    body = json.dumps({"model": "gpt-4o-mini", "messages": messages, "tools": TOOLS}).encode()
    request = urllib.request.Request(
        f"{PROXY_URL}/v1/chat/completions",
        data=body,
        method="POST",
        headers={
            "content-type": "application/json",
            "authorization": f"Bearer {API_KEY}",
            "x-loopguard-run-id": RUN_ID,
            "x-loopguard-agent": "python-agent",
        },
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.load(response)


def main():
    messages = [
        {"role": "system", "content": "You fix TODOs in files."},
        {"role": "user", "content": "Find the TODO in notes.txt"},
    ]
    for call in range(1, 21):
        try:
            completion = chat(messages)
        except urllib.error.HTTPError as error:
            answer = json.load(error)
            details = answer.get("error", {})
            if details.get("type") == "loop_guard":
                advice = details["loopguard"]["advice"]
                print(f"python-agent: stopped after {call - 1} calls: {details['code']} (HTTP {error.code}, "
                      f"retry: {error.headers.get('x-should-retry')}, retryable: {advice['retryable']})")
                print(f"python-agent: {details['message']}")
                return 0
            print(f"python-agent: model API error {error.code}: {details.get('message')}", file=sys.stderr)
            return 1
        message = completion["choices"][0]["message"]
        messages.append(message)
        tool_calls = message.get("tool_calls") or []
        if not tool_calls:
            print(f"python-agent: answered after {call} calls: {message.get('content')}")
            return 0
        for tool_call in tool_calls:
            arguments = json.loads(tool_call["function"]["arguments"] or "{}")
            messages.append(
                {"role": "tool", "tool_call_id": tool_call["id"], "content": read_file(arguments.get("path", "?"))}
            )
    print("python-agent: gave up after 20 calls")
    return 1


if __name__ == "__main__":
    sys.exit(main())
