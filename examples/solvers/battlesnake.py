#!/usr/bin/env python3
"""A minimal Battlesnake bot, for playing through snakescope's Battlesnake client.

    python3 examples/solvers/battlesnake.py 8000      # listens on 127.0.0.1:8000
    snakescope play scenarios/classic-8x8-greedy.ron --solver battlesnake:http://127.0.0.1:8000

It answers the Battlesnake API (GET /, POST /start, /move, /end) with the standard library
only. Its strategy is the simplest that is not suicidal: step toward the food if that cell is
on the board and not part of the body, else any such cell. Battlesnake's y axis points up.
"""

import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MOVES = {"up": (0, 1), "right": (1, 0), "down": (0, -1), "left": (-1, 0)}


def choose(game):
    """The move and a shout for one /move request."""
    board, you = game["board"], game["you"]
    head = (you["head"]["x"], you["head"]["y"])
    body = {(p["x"], p["y"]) for p in you["body"][:-1]}  # the tail moves on
    food = [(f["x"], f["y"]) for f in board["food"]]

    def free(cell):
        x, y = cell
        return 0 <= x < board["width"] and 0 <= y < board["height"] and cell not in body

    options = []
    for move, (dx, dy) in MOVES.items():
        cell = (head[0] + dx, head[1] + dy)
        if free(cell):
            closer = min((abs(cell[0] - fx) + abs(cell[1] - fy) for fx, fy in food), default=0)
            options.append((closer, move))
    if not options:
        return "up", "nowhere to go"
    closer, move = min(options)
    return move, f"{move}: {closer} from the food"


class Handler(BaseHTTPRequestHandler):
    def _reply(self, body):
        data = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        self._reply({"apiversion": "1", "author": "snakescope example", "color": "#33aa77",
                     "head": "default", "tail": "default", "version": "1"})

    def do_POST(self):
        length = int(self.headers.get("Content-Length", 0))
        game = json.loads(self.rfile.read(length) or b"{}")
        if self.path == "/move":
            move, shout = choose(game)
            self._reply({"move": move, "shout": shout})
        else:
            self._reply({})

    def log_message(self, *args):
        pass


def main():
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8000
    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    print(f"listening on http://127.0.0.1:{server.server_port}", file=sys.stderr, flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
