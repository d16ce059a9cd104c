"""A Python client for the rulebox learning environment server.

The server (go run ./examples/learn/cmd/env, from the repository's root)
plays many games at once; this module starts it and speaks its protocol
(see examples/learn/README.md) in its binary format. It needs the standard
library only; when numpy is installed, observations, masks and rewards come
as numpy arrays, otherwise as sequences: an observation a memoryview of
floats (.tolist() makes it a list), a mask an array.array of 0 and 1.

    env = Env("cosmicrun", opponents=["random"])
    obs, info = env.reset(seed=1)
    while True:
        legal = [a for a, ok in enumerate(info["action_mask"]) if ok]
        obs, reward, terminated, truncated, info = env.step(legal[0])
        if terminated:
            break

VectorEnv is the same over many games: reset gives a row per game, step
takes an action per game, and a game that ends starts again at once (its
row is then the new game's; terminated says which ended).

The server command is RULEBOX_ENV when set (a command line, split as a
shell would), else "go run ./examples/learn/cmd/env" run in the
repository's root.
"""

import array
import json
import os
import shlex
import subprocess
import sys

try:
    import numpy as np
except ImportError:  # numpy is optional
    np = None

__all__ = ["Env", "VectorEnv", "Server", "EnvError", "games"]

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class EnvError(Exception):
    """The server refused a request (its error message), or stopped."""


def server_command():
    """The command that starts the server: RULEBOX_ENV or go run."""
    if os.environ.get("RULEBOX_ENV"):
        return shlex.split(os.environ["RULEBOX_ENV"])
    return ["go", "run", "./examples/learn/cmd/env"]


class Server:
    """A running environment server, spoken to one request at a time."""

    def __init__(self, command=None):
        self.proc = subprocess.Popen(
            command or server_command(), cwd=REPO,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def request(self, message):
        """Sends message (a dict) and returns the reply line as a dict and
        the bytes of arrays that follow it (b"" in the JSON format)."""
        self.proc.stdin.write(json.dumps(message).encode() + b"\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise EnvError("the server stopped (exit status %s)" % self.proc.poll())
        reply = json.loads(line)
        if "error" in reply:
            raise EnvError(reply["error"])
        data = b""
        if reply.get("bytes"):
            data = self.proc.stdout.read(reply["bytes"])
            if len(data) != reply["bytes"]:
                raise EnvError("the server stopped in the middle of a reply")
        return reply, data

    def close(self):
        """Ends the server."""
        if self.proc.poll() is None:
            try:
                self.request({"cmd": "close"})
            except (EnvError, OSError):
                pass
            self.proc.stdin.close()
            self.proc.wait()
        self.proc.stdout.close()


def games(command=None):
    """The names of the games the server plays."""
    server = Server(command)
    try:
        return server.request({"cmd": "games"})[0]["games"]
    finally:
        server.close()


class VectorEnv:
    """num_envs games of one game, played at once by one server.

    opponents are the bots (random, greedy, ...) in the seats from P2 on;
    the client plays the others, one action per game per step, for the seat
    to act (info["player"]). reward is "result" (+1 win, -1 loss, 0 draw,
    at the game's end) or "margin" (the Score margin at the end).
    use_numpy (default: whether numpy is installed) picks the arrays.
    """

    def __init__(self, game="cosmicrun", num_envs=1, opponents=("random",),
                 reward="result", players=0, command=None, use_numpy=None):
        self.config = {"game": game, "envs": num_envs, "opponents": list(opponents),
                       "reward": reward, "players": players, "format": "binary"}
        self.num_envs = num_envs
        self.use_numpy = (np is not None) if use_numpy is None else use_numpy
        if self.use_numpy and np is None:
            raise EnvError("use_numpy: numpy is not installed")
        self.server = Server(command)
        self.info = None

    def reset(self, seed=0):
        """Starts every game afresh from seed: returns the observations and
        info (action_mask, player)."""
        reply, data = self.server.request(dict(self.config, cmd="reset", seed=seed))
        self.info = reply
        obs, _, _, info = self._decode(data)
        return obs, info

    def step(self, actions):
        """Plays one action id in every game: returns observations, rewards,
        terminated, truncated (never: games end by their rules) and info."""
        if self.info is None:
            raise EnvError("step before reset")
        actions = [int(a) for a in actions]
        _, data = self.server.request({"cmd": "step", "actions": actions})
        obs, reward, done, info = self._decode(data)
        truncated = [False] * self.num_envs
        if self.use_numpy:
            truncated = np.zeros(self.num_envs, dtype=bool)
        return obs, reward, done, truncated, info

    def close(self):
        """Ends the server."""
        self.server.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    @property
    def observation_size(self):
        """The length of one observation."""
        return self.info["obs_size"]

    @property
    def action_space(self):
        """The number of action ids."""
        return self.info["actions"]

    def _decode(self, data):
        """Splits the arrays of a binary reply (see the protocol)."""
        n, seats = self.info["envs"], self.info["seats"]
        size, actions = self.info["obs_size"], self.info["actions"]
        sizes = [("player", "i", 4, n), ("reward", "f", 4, n), ("rewards", "f", 4, n * seats),
                 ("obs", "f", 4, n * size), ("done", "B", 1, n), ("mask", "B", 1, n * actions)]
        out, at = {}, 0
        for name, code, width, count in sizes:
            out[name] = self._array(data, at, code, count)
            at += width * count
        obs, mask, rewards = out["obs"], out["mask"], out["rewards"]
        if self.use_numpy:
            obs, mask = obs.reshape(n, size), mask.reshape(n, actions).astype(bool)
            rewards, done = rewards.reshape(n, seats), out["done"].astype(bool)
        else:
            rows = memoryview(obs)
            obs = [rows[i * size:(i + 1) * size] for i in range(n)]
            mask = [mask[i * actions:(i + 1) * actions] for i in range(n)]
            rewards = [list(rewards[i * seats:(i + 1) * seats]) for i in range(n)]
            done = [bool(d) for d in out["done"]]
        info = {"action_mask": mask, "player": out["player"], "rewards": rewards}
        return obs, out["reward"], done, info

    def _array(self, data, at, code, count):
        """count values of type code (i, f, B) little-endian from data[at:]."""
        if self.use_numpy:
            dtype = {"i": "<i4", "f": "<f4", "B": "u1"}[code]
            return np.frombuffer(data, dtype=dtype, count=count, offset=at)
        a = array.array(code)
        a.frombytes(data[at:at + a.itemsize * count])
        if sys.byteorder == "big" and a.itemsize > 1:
            a.byteswap()
        return a


class Env:
    """One game, the single-agent form: the bots opponents play the other
    seats, the client the seat left (P1 with one bot in a 2-player game).

    When a game ends (terminated), the observation step returns is the
    first of the next game, which the server started at once; reset starts
    afresh from a seed.
    """

    def __init__(self, game="cosmicrun", opponents=("random",), reward="result",
                 players=0, command=None, use_numpy=None):
        self.vector = VectorEnv(game, 1, opponents, reward, players, command, use_numpy)

    def reset(self, seed=0):
        """Starts a game from seed: returns the observation and info
        (action_mask, player)."""
        obs, info = self.vector.reset(seed)
        return obs[0], self._one(info)

    def step(self, action):
        """Plays action id action: returns observation, reward, terminated,
        truncated and info."""
        obs, reward, done, truncated, info = self.vector.step([action])
        return obs[0], float(reward[0]), bool(done[0]), bool(truncated[0]), self._one(info)

    def close(self):
        """Ends the server."""
        self.vector.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    @property
    def action_space(self):
        """The number of action ids."""
        return self.vector.action_space

    @staticmethod
    def _one(info):
        """The first game's entries of a vector info."""
        return {"action_mask": info["action_mask"][0], "player": int(info["player"][0]),
                "rewards": list(info["rewards"][0])}
