#!/usr/bin/env python3
"""A solver that writes its process id to the file named by its argument when it starts, then
steps to the free neighbour nearest the food: the tests count how many times it was started."""

import json
import os
import sys

with open(sys.argv[1], "a") as log:
    log.write(f"{os.getpid()}\n")
STEP = {"up": (0, -1), "right": (1, 0), "down": (0, 1), "left": (-1, 0)}
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] != "state":
        continue
    (hx, hy), food, body = m["snake"][0], m["food"], m["snake"][:-1]
    cell = {k: [hx + dx, hy + dy] for k, (dx, dy) in STEP.items()}
    free = [k for k, (x, y) in cell.items()
            if 0 <= x < m["width"] and 0 <= y < m["height"] and [x, y] not in body]
    move = min(free or [m["heading"]],
               key=lambda k: abs(cell[k][0] - food[0]) + abs(cell[k][1] - food[1]))
    print(json.dumps({"move": move}), flush=True)
