package main

import (
	"fmt"
	"math"

	"github.com/rulebox/rulebox/examples/learn"
	"github.com/rulebox/rulebox/internal/rng"
)

// config is what to train and measure.
type config struct {
	games, envs, eval int
	rate              float64
	seed              uint64
	svg               string
}

// point is the win rate of the training games over a stretch of training.
type point struct {
	games, of int // games played so far; games the rate is over
	rate      float64
}

// result is the training's measures.
type result struct {
	before, after rate
	curve         []point
}

// rate is a win rate over a number of games, with its 95% Wilson interval.
type rate struct{ wins, games int }

// String writes the rate and its interval: "61.2% (58.1-64.2%) of 1000".
func (r rate) String() string {
	lo, hi := r.interval()
	return fmt.Sprintf("%.1f%% (%.1f-%.1f%%) of %d games", 100*r.rate(), 100*lo, 100*hi, r.games)
}

// rate is the share of games won.
func (r rate) rate() float64 { return float64(r.wins) / float64(r.games) }

// interval is the 95% Wilson score interval of the rate.
func (r rate) interval() (lo, hi float64) {
	const z = 1.959964
	n, p := float64(r.games), r.rate()
	mid := (p + z*z/(2*n)) / (1 + z*z/n)
	half := z / (1 + z*z/n) * math.Sqrt(p*(1-p)/n+z*z/(4*n*n))
	return mid - half, mid + half
}

// train measures the untrained policy, trains it on c.games games
// (telling progress each twentieth of them), and measures it again.
func train(c config, progress func(point)) (result, error) {
	var res result
	if c.games < 1 || c.eval < 1 || !(c.rate > 0) {
		return res, fmt.Errorf("games %d, eval %d, rate %v: want at least 1 game, 1 evaluation game and a rate above 0", c.games, c.eval, c.rate)
	}
	envs, err := learn.Open(learn.Config{Game: "cosmicrun", Envs: c.envs, Seed: c.seed, Opponents: []string{"random"}})
	if err != nil {
		return res, err
	}
	in := envs.Info()
	p := newPolicy(in.ObsSize, in.Actions)
	r := rng.New(c.seed)
	if res.before, err = evaluate(p, c, &r); err != nil {
		return res, err
	}
	episodes := make([][]decision, in.Envs)
	actions := make([]int, in.Envs)
	baseline, played, wins, since := 0.0, 0, 0, 0
	for played < c.games {
		b := envs.Batch()
		for i := range actions {
			d := nextDecision(&episodes[i])
			d.see(b.Obs[i*in.ObsSize:(i+1)*in.ObsSize], b.Mask[i*in.Actions:(i+1)*in.Actions])
			actions[i] = p.choose(d, &r)
		}
		if err := envs.Step(actions); err != nil {
			return res, err
		}
		for i, done := range b.Done {
			if done == 0 {
				continue
			}
			reward := float64(b.Reward[i])
			for k := range episodes[i] {
				p.reinforce(&episodes[i][k], c.rate*(reward-baseline))
			}
			episodes[i] = episodes[i][:0]
			baseline += (reward - baseline) / 100
			played, since = played+1, since+1
			wins += int(reward+1) / 2
			if every := max(c.games/20, 1); played%every == 0 {
				pt := point{games: played, of: since, rate: float64(wins) / float64(since)}
				res.curve = append(res.curve, pt)
				progress(pt)
				wins, since = 0, 0
			}
		}
	}
	res.after, err = evaluate(p, c, &r)
	return res, err
}

// nextDecision makes room for one more decision at the end of an episode,
// reusing the slices of earlier episodes'.
func nextDecision(ep *[]decision) *decision {
	if len(*ep) < cap(*ep) {
		*ep = (*ep)[:len(*ep)+1]
	} else {
		*ep = append(*ep, decision{})
	}
	return &(*ep)[len(*ep)-1]
}

// evaluate plays c.eval games of p against the random bot, on games of
// their own: every one of 250 tables (fewer for a small c.eval) counts its
// first games only, as many at each table give or take one, so that short
// games are not counted more than long ones.
func evaluate(p *policy, c config, r *rng.RNG) (rate, error) {
	tables := min(250, c.eval)
	quota := func(i int) int { return c.eval/tables + int(b2u(i < c.eval%tables)) }
	envs, err := learn.Open(learn.Config{Game: "cosmicrun", Envs: tables, Seed: r.Uint64(), Opponents: []string{"random"}})
	if err != nil {
		return rate{}, err
	}
	in := envs.Info()
	counted := make([]int, tables)
	actions := make([]int, tables)
	var d decision
	var res rate
	for res.games < c.eval {
		b := envs.Batch()
		for i := range actions {
			d.see(b.Obs[i*in.ObsSize:(i+1)*in.ObsSize], b.Mask[i*in.Actions:(i+1)*in.Actions])
			actions[i] = p.choose(&d, r)
		}
		if err := envs.Step(actions); err != nil {
			return rate{}, err
		}
		for i, done := range b.Done {
			if done == 1 && counted[i] < quota(i) {
				counted[i]++
				res.games++
				res.wins += int(b.Reward[i]+1) / 2
			}
		}
	}
	return res, nil
}

// b2u is 1 for true, 0 for false.
func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}
