"""Measures environment steps a second from Python through rulebox_env.

    python3 examples/learn/bench_env.py [--game cosmicrun] [--envs 256] [--seconds 10] [--random]

Each step plays one action in every game (the first legal one, or with
--random one drawn at random in Python); a game's step counts once, so a
vector step of 256 games is 256 environment steps. The server is started
as rulebox_env starts it (RULEBOX_ENV, or go run), before the clock starts.

It prints the steps a second by the clock, and by the CPU time the client
and the server spent (the server's counted when it ends, so give RULEBOX_ENV
a built server: with go run the build counts too). Client and server take
turns, one waiting while the other works, so on a machine with a core free
for each the clock rate is about the CPU-time rate; on a loaded machine the
clock rate is lower.
"""

import argparse
import random
import resource
import time

import rulebox_env


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="cosmicrun")
    ap.add_argument("--envs", type=int, default=256)
    ap.add_argument("--seconds", type=float, default=10)
    ap.add_argument("--random", action="store_true", help="draw each action at random")
    ap.add_argument("--numpy", action="store_true", help="numpy arrays (if installed)")
    args = ap.parse_args()
    rnd = random.Random(1)
    with rulebox_env.VectorEnv(args.game, args.envs, use_numpy=args.numpy) as env:
        obs, info = env.reset(seed=1)
        steps, games, start, cpu = 0, 0, time.perf_counter(), time.process_time()
        server = resource.getrusage(resource.RUSAGE_CHILDREN)
        while time.perf_counter() - start < args.seconds:
            masks = info["action_mask"]
            if args.random:
                actions = [rnd.choice([a for a, ok in enumerate(m) if ok]) for m in masks]
            elif args.numpy:
                actions = masks.argmax(axis=1)
            else:
                actions = [m.index(1) for m in masks]
            obs, reward, terminated, truncated, info = env.step(actions)
            steps += args.envs
            games += sum(1 for t in terminated if t)
        elapsed, client = time.perf_counter() - start, time.process_time() - cpu
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    served = (after.ru_utime + after.ru_stime) - (server.ru_utime + server.ru_stime)
    print("%s, %d games at once: %d environment steps in %.1f s: %.0f steps/s, %.0f games/s"
          % (args.game, args.envs, steps, elapsed, steps / elapsed, games / elapsed))
    print("CPU time: client %.2f s, server %.2f s: %.0f steps a second of CPU time "
          "(the two take turns, so an idle machine runs at about this rate)"
          % (client, served, steps / (client + served)))


if __name__ == "__main__":
    main()
