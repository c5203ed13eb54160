#!/usr/bin/env python3
"""A breadth-first search toward the food, reported to snakescope step by step.

Run it through snakescope, for example:

    snakescope play scenarios/classic-8x8-greedy.ron --solver 'external:python3 examples/solvers/bfs.py'

It speaks the line protocol of docs/PROTOCOL.md with the standard library only. Each decision
reports its search as a trace: the head, then every cell the search expands with its
distance, the cells it adds to the frontier, and finally the path it takes, with two checks
("path to the food" and "first move") for the chain of "Why this move?".
"""

import json
import sys
from collections import deque

MOVES = {"up": (0, -1), "right": (1, 0), "down": (0, 1), "left": (-1, 0)}


def neighbours(cell, width, height):
    """The cells next to `cell` on the board, with the move that reaches each."""
    x, y = cell
    for move, (dx, dy) in MOVES.items():
        nx, ny = x + dx, y + dy
        if 0 <= nx < width and 0 <= ny < height:
            yield move, (nx, ny)


def decide(state):
    """The move for one state, with the trace of the search that chose it."""
    width, height = state["width"], state["height"]
    snake = [tuple(c) for c in state["snake"]]
    head = snake[0]
    food = tuple(state["food"]) if state["food"] else None
    # The whole body blocks the search: simple, and safe for the first step under both rules.
    blocked = set(snake)

    trace = [{
        "caption": f"start at the head {head}, distance 0",
        "marks": [{"cell": list(head), "class": "expanded", "value": 0}],
    }]
    parent = {head: None}
    distance = {head: 0}
    queue = deque([head])
    found = False
    while queue:
        cell = queue.popleft()
        if cell == food:
            found = True
            break
        added = []
        for _, nxt in neighbours(cell, width, height):
            if nxt in parent or nxt in blocked:
                continue
            parent[nxt] = cell
            distance[nxt] = distance[cell] + 1
            queue.append(nxt)
            added.append({"cell": list(nxt), "class": "frontier", "value": distance[nxt]})
        marks = [{"cell": list(cell), "class": "expanded", "value": distance[cell]}] + added
        trace.append({
            "caption": f"expand {cell} at distance {distance[cell]}: "
                       f"{len(added)} new cell(s) join the frontier",
            "marks": marks,
        })

    if found:
        path = [food]
        while parent[path[-1]] is not None:
            path.append(parent[path[-1]])
        path.reverse()
        step = path[1]
        move = next(m for m, c in neighbours(head, width, height) if c == step)
        trace.append({
            "caption": f"the food {food} is reached: follow the parents back",
            "paths": [{"cells": [list(c) for c in path], "class": "path"}],
            "checks": [{"name": "path to the food",
                        "answer": f"{len(path) - 1} steps, first move {move}"}],
        })
        caption = f"the food is {len(path) - 1} moves away"
    else:
        trace.append({
            "caption": "the frontier is empty: no path to the food",
            "checks": [{"name": "path to the food", "answer": "none"}],
        })
        # Any free neighbour will do; the one with the most free neighbours of its own first.
        # With none free, any move but back onto the neck (reversing is never legal).
        options = [(m, c) for m, c in neighbours(head, width, height) if c not in blocked]
        if not options:
            neck = snake[1] if len(snake) > 1 else None
            options = [(m, c) for m, c in neighbours(head, width, height) if c != neck]
        if not options:
            options = [(state["heading"], head)]
        move, step = max(options, key=lambda mc: sum(
            1 for _, n in neighbours(mc[1], width, height) if n not in blocked))
        caption = "no path to the food: keep out of trouble"

    trace.append({
        "caption": f"move {move} to {step}",
        "marks": [{"cell": list(step), "class": "chosen", "label": move}],
        "checks": [{"name": "first move", "answer": move}],
    })
    return {"move": move, "name": "bfs.py", "caption": caption, "trace": trace}


def main():
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "state":
            print(json.dumps(decide(message)), flush=True)
        # "start" and "end" need no answer.


if __name__ == "__main__":
    main()
