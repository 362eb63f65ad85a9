"""One tool-calling agent per framework, each pointed at the gateway by its base URL only."""
