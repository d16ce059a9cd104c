"""Plays random games through rulebox_env for every game the server plays.

    python3 -m unittest discover -s examples/learn -p 'test_*.py'

(go test ./examples/learn runs it with the server built from the test.)
"""

import random
import unittest

import rulebox_env


def legal(mask):
    """The legal action ids of a mask."""
    return [a for a, ok in enumerate(mask) if ok]


class RandomGames(unittest.TestCase):
    """Random games against the random bot, one game and many at once."""

    @classmethod
    def setUpClass(cls):
        cls.games = rulebox_env.games()

    def test_the_server_plays_cosmicrun(self):
        self.assertIn("cosmicrun", self.games)

    def test_single_env_plays_whole_games(self):
        for game in self.games:
            with self.subTest(game=game), rulebox_env.Env(game, use_numpy=False) as env:
                self.play_single(env, random.Random(1))

    def play_single(self, env, rnd):
        obs, info = env.reset(seed=3)
        size = len(obs)
        ended, results = 0, set()
        for _ in range(5000):
            self.assertEqual(len(obs), size)
            self.assertTrue(all(0 <= x <= 1 for x in obs), "an observation value out of [0, 1]")
            self.assertEqual(info["player"], 0, "the client's seat is P1 with one bot")
            ids = legal(info["action_mask"])
            self.assertTrue(ids, "no legal action for the player to act")
            obs, reward, terminated, truncated, info = env.step(rnd.choice(ids))
            self.assertFalse(truncated)
            if terminated:
                ended += 1
                results.add(reward)
                self.assertIn(reward, (-1.0, 0.0, 1.0))
            else:
                self.assertEqual(reward, 0.0)
            if ended == 3:
                break
        self.assertEqual(ended, 3, "three games did not end in 5000 steps")

    def test_vector_env_plays_many_games(self):
        for game in self.games:
            with self.subTest(game=game), rulebox_env.VectorEnv(game, 4, use_numpy=False) as env:
                rnd = random.Random(2)
                obs, info = env.reset(seed=5)
                self.assertEqual(len(obs), 4)
                wins = losses = ended = 0
                for _ in range(2000):  # Earth's games are the longest: about 600 steps
                    if ended > 4 and wins > 0 and losses > 0:
                        break
                    actions = [rnd.choice(legal(m)) for m in info["action_mask"]]
                    obs, reward, terminated, truncated, info = env.step(actions)
                    for i in range(4):
                        if terminated[i]:
                            ended += 1
                            wins += reward[i] == 1
                            losses += reward[i] == -1
                            self.assertEqual(reward[i], info["rewards"][i][0])
                self.assertGreater(ended, 4)
                self.assertGreater(wins, 0)
                self.assertGreater(losses, 0)

    def test_same_seed_same_games(self):
        def run():
            with rulebox_env.VectorEnv("cosmicrun", 4, use_numpy=False) as env:
                obs, info = env.reset(seed=9)
                trace = []
                for _ in range(50):
                    actions = [legal(m)[-1] for m in info["action_mask"]]
                    obs, reward, terminated, _, info = env.step(actions)
                    trace.append((list(map(list, obs)), list(reward), list(terminated)))
                return trace
        self.assertEqual(run(), run())

    def test_self_play_without_opponents(self):
        with rulebox_env.VectorEnv("cosmicrun", 2, opponents=(), use_numpy=False) as env:
            obs, info = env.reset(seed=1)
            seats = set()
            for _ in range(300):
                seats.update(info["player"])
                obs, reward, terminated, _, info = env.step([legal(m)[0] for m in info["action_mask"]])
                for i, t in enumerate(terminated):
                    if t:
                        self.assertEqual(sorted(info["rewards"][i]), [-1.0, 1.0])
            self.assertEqual(seats, {0, 1}, "both seats act when no bot plays")

    def test_margin_reward(self):
        with rulebox_env.VectorEnv("cosmicrun", 4, reward="margin", use_numpy=False) as env:
            obs, info = env.reset(seed=2)
            margins = []
            for _ in range(400):
                obs, reward, terminated, _, info = env.step([legal(m)[0] for m in info["action_mask"]])
                margins += [reward[i] for i, t in enumerate(terminated) if t]
            self.assertTrue(margins)
            self.assertTrue(any(abs(m) > 1 for m in margins), "margins are scores, not results")

    def test_refused_requests(self):
        with rulebox_env.VectorEnv("cosmicrun", 2, use_numpy=False) as env:
            obs, info = env.reset(seed=1)
            illegal = [a for a, ok in enumerate(info["action_mask"][0]) if not ok][0]
            with self.assertRaisesRegex(rulebox_env.EnvError, "game 0"):
                env.step([illegal, legal(info["action_mask"][1])[0]])
            with self.assertRaisesRegex(rulebox_env.EnvError, "2 games"):
                env.step([0])
            # nothing changed: the legal step is played as before
            env.step([legal(m)[0] for m in info["action_mask"]])
        for game, opponents, error in [("chess", ["random"], "no game"),
                                       ("cosmicrun", ["random", "random"], "opponents")]:
            with rulebox_env.VectorEnv(game, 1, opponents=opponents, use_numpy=False) as env:
                with self.assertRaisesRegex(rulebox_env.EnvError, error):
                    env.reset()

    def test_numpy_arrays_when_installed(self):
        if rulebox_env.np is None:
            with self.assertRaisesRegex(rulebox_env.EnvError, "numpy"):
                rulebox_env.VectorEnv("cosmicrun", 2, use_numpy=True)
            return
        with rulebox_env.VectorEnv("cosmicrun", 4, use_numpy=True) as env:
            obs, info = env.reset(seed=1)
            self.assertEqual(obs.shape, (4, env.observation_size))
            self.assertEqual(info["action_mask"].shape, (4, env.action_space))
            rnd = random.Random(3)
            for _ in range(100):
                actions = [rnd.choice(legal(m)) for m in info["action_mask"]]
                obs, reward, terminated, _, info = env.step(actions)
            self.assertTrue(((obs >= 0) & (obs <= 1)).all())


if __name__ == "__main__":
    unittest.main()
