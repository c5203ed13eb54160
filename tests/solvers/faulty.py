#!/usr/bin/env python3
"""A solver that fails on purpose, for the tests: it answers its first board properly (down),
then, on the second, does what its one argument names."""

import json
import sys
import time

fault = sys.argv[1]
boards = 0
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] != "state":
        continue
    boards += 1
    if boards == 1:
        print(json.dumps({"move": "down"}), flush=True)
        continue
    if fault == "crash":
        sys.stderr.write("Traceback (most recent call last):\nValueError: oops\n")
        sys.exit(2)
    elif fault == "hang":
        time.sleep(60)
    elif fault == "garbage":
        print("hello there", flush=True)
    elif fault == "long":
        print("x" * (1 << 21), flush=True)
    elif fault == "unknown":
        print(json.dumps({"move": "north"}), flush=True)
    elif fault == "reverse":
        # The first move went down: up runs back onto the neck.
        print(json.dumps({"move": "up"}), flush=True)
    elif fault == "offboard":
        mark = {"cell": [99, 0], "class": "note"}
        print(json.dumps({"move": "down", "trace": [{"marks": [mark]}]}), flush=True)
