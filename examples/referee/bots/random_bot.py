#!/usr/bin/env python3
"""A bot for the rulebox referee: it plays a random legal move.

Run it with the referee (see examples/referee/PROTOCOL.md):

    go run ./examples/referee/cmd/referee -game cosmicrun \
        -bots "random,exec:python3 examples/referee/bots/random_bot.py" -movetime 2s

Its first argument, if any, seeds its choices. What it prints on standard
error reaches the referee's, prefixed with its seat.
"""
import json
import random
import sys


def main():
    rng = random.Random(sys.argv[1] if len(sys.argv) > 1 else None)
    for line in sys.stdin:
        msg = json.loads(line)
        if msg["type"] == "start":
            print(f"playing {msg['game']} as {msg['seat']}", file=sys.stderr)
            print(json.dumps({"ready": True}), flush=True)
            cards = msg.get("cards", {})
            print("card facts: " + ", ".join(f"{len(v)} {k}" for k, v in cards.items() if isinstance(v, list)), file=sys.stderr)
        elif msg["type"] == "move":
            move = rng.choice(msg["legal"])
            print(json.dumps({"move": move}), flush=True)
        elif msg["type"] == "end":
            print(f"winners: {msg.get('winners', [])}", file=sys.stderr)
            print(f"scores: {msg.get('scores', [])}", file=sys.stderr)
            for row in msg.get("result", {}).get("rows", []):
                print(f"  {row['name']}: {row['values']}", file=sys.stderr)
            if "fault" in msg:
                print(f"{msg['fault']['player']} forfeited ({msg['fault']['kind']}): {msg['fault']['detail']}", file=sys.stderr)
            return


if __name__ == "__main__":
    main()
