"""Plays a fixed Hamiltonian cycle on any board of even height, and answers every state with
a trace of about 0.9 MB (within the protocol's 1 MiB line limit)."""
import json
import sys

STEPS = [{"caption": "%05d " % i + "x" * 170} for i in range(5000)]
for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] != "state":
        continue
    w, h = msg["width"], msg["height"]
    x, y = msg["snake"][0]
    if x == 0:
        move = "right" if y == 0 else "up"
    elif y % 2 == 0:
        move = "down" if x == w - 1 else "right"
    elif x > 1:
        move = "left"
    else:
        move = "left" if y == h - 1 else "down"
    print(json.dumps({"move": move, "trace": STEPS}), flush=True)
